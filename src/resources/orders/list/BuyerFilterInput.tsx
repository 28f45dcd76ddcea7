import { useEffect, useState } from 'react';
import { SelectInput, useListContext } from 'react-admin';
import type { WholesaleOrderListItem } from '../../../api/orders';

export interface BuyerFilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

type Buyers = ReadonlyMap<number, string>;

function merge(previous: Buyers, rows: readonly WholesaleOrderListItem[]): Buyers {
  const missing = rows.filter((row) => row.buyerId > 0 && !previous.has(row.buyerId));
  if (missing.length === 0) return previous;
  const next = new Map(previous);
  for (const row of missing) next.set(row.buyerId, row.buyerName);
  return next;
}

/**
 * The buyer filter: a select of the buyers met in the list's rows during this visit (the
 * contract has no buyer lookup for orders). A chosen buyer stays in the list while filtered.
 */
export function BuyerFilterInput({ source, label }: BuyerFilterInputProps) {
  const { data } = useListContext<WholesaleOrderListItem>();
  const [buyers, setBuyers] = useState<Buyers>(() => new Map());
  useEffect(() => {
    if (data) setBuyers((previous) => merge(previous, data));
  }, [data]);
  const choices = [...buyers]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      translateChoice={false}
      emptyText="orders.list.filters.allBuyers"
      helperText={false}
      sx={{ minWidth: 200 }}
    />
  );
}
