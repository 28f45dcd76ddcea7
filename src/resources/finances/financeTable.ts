/** Header and cell styles of the finance tables: compact, so ten columns fit a 1440 px screen. */
export const financeTableSx = {
  '& .RaDataTable-headerCell': { fontWeight: 600, lineHeight: 1.3, verticalAlign: 'bottom' },
  '& td': { verticalAlign: 'middle' },
  '& th, & td': { px: 0.75, fontSize: '0.8125rem' },
  '& td .MuiTypography-root': { fontSize: 'inherit' },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  // Long status names ('Просрочена готовность к отгрузке') wrap inside their chip.
  '& td .MuiChip-root': { height: 'auto', maxWidth: 150 },
  '& td .MuiChip-label': { whiteSpace: 'normal', py: 0.25, lineHeight: 1.25 },
} as const;
