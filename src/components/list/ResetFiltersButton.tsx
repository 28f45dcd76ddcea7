import { Button } from '@mui/material';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import { useListContext, useTranslate } from 'react-admin';

const isSet = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Whether the list has any filter value the seller chose. */
export const hasFilterValues = (values: Record<string, unknown> | undefined): boolean =>
  Object.values(values ?? {}).some(isSet);

/** 'Сбросить фильтры': clears every filter of the list (and so of the URL). */
export function ResetFiltersButton() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <Button
      type="button"
      variant="text"
      startIcon={<FilterAltOffOutlinedIcon />}
      disabled={!hasFilterValues(filterValues as Record<string, unknown>)}
      onClick={() => setFilters({}, {}, false)}
      sx={{ height: 40, alignSelf: 'flex-start' }}
    >
      {translate('common.list.resetFilters')}
    </Button>
  );
}
