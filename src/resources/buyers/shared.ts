import type { Country } from '../../api/locations';
import type { BuyerOrder } from '../../api/buyers';
import { NO_SELECTION } from '../../api/buyersPayloads';
import { missingValue } from '../../components/format';
import { idKey } from '../../i18n';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The page of one buyer. */
export const buyerPath = (id: number | string): string => `/buyers/${id}`;

/** The page of one of the buyer's orders: the wholesale or the retail order page. */
export const buyerOrderPath = (order: Pick<BuyerOrder, 'id' | 'isRetail'>): string =>
  order.isRetail ? `/orders/retail/${order.id}` : `/orders/${order.id}`;

/** 'Физическое лицо', 'Компания', 'Индивидуальный предприниматель'; '----' for none or another id. */
export const userTypeText = (translate: Translate, id: number | null | undefined): string =>
  id === null || id === undefined
    ? missingValue()
    : translate(idKey('buyers.userTypes.', id), { _: missingValue() });

/** The name of a country id from the lookups; '----' when unknown. */
export const countryText = (countries: readonly Country[], id: number | null | undefined): string =>
  countries.find((country) => country.id === id)?.name ?? missingValue();

/** A select filter's value as shown: a link's -1 (spec section 5: no selection) is the 'Все' choice. */
export const showNoSelection = (value: unknown): unknown =>
  value === undefined || value === null || Number(value) === NO_SELECTION ? '' : value;
