import { SearchInput, useTranslate } from 'react-admin';
import { FILTER_LOOK } from '../../../components/list';

/** The contract's limit of `searchValue`. */
export const SEARCH_MAX_LENGTH = 100;

const validateSearch = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length > SEARCH_MAX_LENGTH
    ? 'tenders.search.filters.searchTooLong'
    : undefined;

export interface SearchFilterInputProps {
  source: string;
  /** i18n key of the placeholder. */
  placeholder: string;
  alwaysOn?: boolean;
  validate?: typeof validateSearch;
}

/** The search box of the tender lists (at most 100 characters, as the contract allows). */
export function SearchFilterInput({ source, placeholder, validate }: SearchFilterInputProps) {
  const translate = useTranslate();
  return (
    <SearchInput
      source={source}
      placeholder={translate(placeholder)}
      validate={validate}
      {...FILTER_LOOK}
      sx={{ minWidth: 260, '&& .MuiFormHelperText-root': { display: 'block' } }}
    />
  );
}

/** The search filter element (its rule is read by ListPage too, for values from a link). */
export const searchFilter = (placeholder: string) => (
  <SearchFilterInput
    key="searchValue"
    source="searchValue"
    placeholder={placeholder}
    validate={validateSearch}
    alwaysOn
  />
);
