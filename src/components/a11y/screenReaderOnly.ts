/**
 * Off screen but read by screen readers (a live region's announcement, a chart's table). Put it
 * on a box: a table itself ignores the width and would widen the page on phones.
 */
export const screenReaderOnly = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
