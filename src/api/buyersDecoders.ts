import { type Decoded, flag, maybeRecord, num, paged, requiredNum, spellings, text, v } from './decode';

/**
 * The buyer replies as the screens use them (docs/contract/buyers.md "Reading replies (issue
 * 26)"). The specification gives no buyer row: the names below are the buyer filter's
 * (`userTypeId`, `lastOrderDate`, `ordersCount`, `spentAmount`) and the finance rows'
 * (`buyerName`); a missing one is `null` and shows '----'. A row without a readable id is left out.
 */

export const buyerListItemSchema = v.object({
  id: requiredNum,
  buyerName: text,
  userTypeId: num,
  countryId: num,
  ordersCount: num,
  spentAmount: num,
  lastOrderDate: text,
});
export type BuyerListItem = Decoded<typeof buyerListItemSchema>;

export const buyerListSchema = paged(buyerListItemSchema);

const marketTotals = maybeRecord({ ordersCount: num, spentAmount: num });

/** A city is text (ours) or the specification's City record (`name`). */
const buyerPlace = spellings({
  city: [['city.name', 'city'], text],
});

const buyerFields = v.object({
  id: num,
  buyerName: text,
  fullName: text,
  companyName: text,
  userTypeId: num,
  countryId: num,
  countryName: text,
  email: text,
  phoneNumber: text,
  registrationDate: text,
  ordersCount: num,
  spentAmount: num,
  lastOrderDate: text,
  averageCheck: num,
  wholesale: marketTotals,
  retail: marketTotals,
  chatId: num,
});

/** `data` of `GetSingleBuyer`; a reply that is no record decodes as a buyer with every field missing. */
export const buyerDetailSchema = v.pipe(
  v.unknown(),
  v.transform((data) => ({
    ...v.parse(
      v.fallback(buyerFields, () => v.parse(buyerFields, {})),
      data,
    ),
    ...v.parse(buyerPlace, data),
  })),
);
export type BuyerDetailData = Decoded<typeof buyerDetailSchema>;
/** The buyer page's record: react-admin needs the id, taken from the page when the reply lacks it. */
export type BuyerDetail = Omit<BuyerDetailData, 'id'> & { id: number };

export const buyerOrderSchema = v.object({
  id: requiredNum,
  isRetail: flag,
  number: text,
  creationDate: text,
  statusId: num,
  totalAmount: num,
});
export type BuyerOrder = Decoded<typeof buyerOrderSchema>;

export const buyerOrdersSchema = paged(buyerOrderSchema);
