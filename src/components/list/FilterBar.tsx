import { useState, type ReactElement } from 'react';
import { Badge, Box, Button, Collapse } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FilterContext, FilterForm, useListContext, useTranslate } from 'react-admin';
import { ResetFiltersButton } from './ResetFiltersButton';

const filterBarSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: 1,
  mb: 1,
  '& form': {
    flex: '1 1 auto',
    minHeight: 0,
    p: 0,
    m: 0,
    gap: 1,
    flexWrap: 'wrap',
    alignItems: 'flex-start',
  },
  '& .filter-field': { m: 0 },
} as const;

const countSet = (values: Record<string, unknown>): number =>
  Object.values(values).filter((value) => value !== undefined && value !== null && value !== '').length;

/**
 * The list's filters (react-admin inputs in a live filter form) and 'Сбросить фильтры'. On a
 * phone they fold behind a 'Фильтры' button that counts the filters in use.
 */
export function FilterBar({ filters, folded }: { filters: ReactElement[]; folded: boolean }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const bar = (
    <Box role="search" aria-label={translate('common.list.filters')} sx={filterBarSx}>
      <FilterContext.Provider value={filters}>
        <FilterForm />
      </FilterContext.Provider>
      <ResetFiltersButton />
    </Box>
  );
  if (!folded) return bar;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        startIcon={
          <Badge color="primary" badgeContent={countSet(filterValues as Record<string, unknown>)}>
            <FilterListIcon />
          </Badge>
        }
        sx={{ mb: 1 }}
      >
        {translate('common.list.filters')}
      </Button>
      <Collapse in={open} unmountOnExit={false}>
        {bar}
      </Collapse>
    </>
  );
}
