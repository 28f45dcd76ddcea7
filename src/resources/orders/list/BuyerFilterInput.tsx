import { AutocompleteInput, ReferenceInput, useTranslate } from 'react-admin';
import { BUYER_ORDER_TYPE, type BuyerListItem } from '../../../api/buyers';
import { BUYERS_RESOURCE, SILENT_LOOKUP } from '../../buyers';
import { FILTER_LOOK } from '../../../components/list';

export interface BuyerFilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/** How many buyers the open list offers; typing searches among all of them on the server. */
export const BUYER_OPTIONS_PAGE = 20;

/** The seller's wholesale buyers only (docs/contract/buyers.md). */
const WHOLESALE_BUYERS = { orderTypeId: BUYER_ORDER_TYPE.wholesale } as const;
const BY_NAME = { field: 'buyerName', order: 'ASC' } as const;
const QUERY_OPTIONS = { meta: SILENT_LOOKUP } as const;

const searchOf = (text: string) => ({ searchValue: text });

/**
 * The buyer filter: every buyer of the seller's wholesale orders, searched by name as the seller
 * types (`buyers` resource, GetBuyersByFilter). The filter value stays the buyer's id; a buyer
 * chosen in the URL is named by getMany.
 */
export function BuyerFilterInput({ source, label }: BuyerFilterInputProps) {
  const translate = useTranslate();
  return (
    <ReferenceInput
      source={source}
      reference={BUYERS_RESOURCE}
      filter={WHOLESALE_BUYERS}
      sort={BY_NAME}
      perPage={BUYER_OPTIONS_PAGE}
      queryOptions={QUERY_OPTIONS}
    >
      <AutocompleteInput<BuyerListItem>
        label={label}
        optionText="buyerName"
        filterToQuery={searchOf}
        emptyText="orders.list.filters.allBuyers"
        noOptionsText="orders.list.filters.noBuyers"
        TextFieldProps={{ placeholder: translate('orders.list.filters.buyerPlaceholder') }}
        helperText={false}
        {...FILTER_LOOK}
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>
  );
}
