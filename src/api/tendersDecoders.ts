import { flag, list, num, paged, spellings, text, textOr, v, type Decoded } from './decode';
import { readWith, SHIPPING_METHOD_PATHS, storedFile, withId } from './orderRequestsDecoders';

/**
 * The replies of the tender calls as the screens read them (docs/contract/requests-tenders.md
 * "Reading replies (issue 26)"). The specification names the calls and a few fields (ids, status,
 * buyerName, productName, the decline's reason, zipPath): the rest is ours, each with a default.
 * A proposal's tender comes nested (`tender`, ours) or flat (`tenderId`, `tenderTitle`, ...).
 */

const cents = (value: number): number => Math.round(value * 100);

/** a × b to the kopeck, or null while either is missing. */
const product = (a: number | null, b: number | null): number | null =>
  a === null || b === null ? null : cents(a * b) / 100;

/**
 * The tender's own fields, each read at `prefix` (a proposal's nested `tender.`) and then at its
 * flat spellings. `budgetTotal` missing is quantity × budgetPerUnit (its definition).
 */
function tenderFields(prefix: '' | 'tender.', flat: Partial<Record<string, readonly string[]>> = {}) {
  const at = (name: string) => [`${prefix}${name}`, ...(flat[name] ?? [])];
  return v.pipe(
    spellings({
      id: [at('id'), num],
      title: [at('title'), text],
      categoryId: [at('categoryId'), num],
      categoryName: [at('categoryName'), text],
      buyerName: [[`${prefix}buyerName`, `${prefix}buyer.name`, ...(flat.buyerName ?? [])], text],
      countryName: [at('countryName'), text],
      cityName: [at('cityName'), text],
      quantity: [at('quantity'), num],
      measureUnit: [at('measureUnit'), text],
      budgetPerUnit: [at('budgetPerUnit'), num],
      budgetTotal: [at('budgetTotal'), num],
      deliveryDays: [at('deliveryDays'), num],
      shippingMethodId: [SHIPPING_METHOD_PATHS.flatMap(at), num],
      publishDate: [at('publishDate'), text],
      deadline: [at('deadline'), text],
      statusId: [at('statusId'), num],
      proposalsCount: [at('proposalsCount'), num],
      myProposalId: [at('myProposalId'), num],
      myProposalStatusId: [at('myProposalStatusId'), num],
      isNew: [at('isNew'), flag],
    }),
    v.transform((tender) => ({
      ...tender,
      budgetTotal: tender.budgetTotal ?? product(tender.quantity, tender.budgetPerUnit),
    })),
  );
}

const tenderRow = tenderFields('');
export const tenderListItem = withId(tenderRow);
export type TenderListItem = Decoded<typeof tenderListItem>;
/** A proposal's tender as decoded (its id may be missing). */
export type ProposalTender = Decoded<typeof tenderRow>;

export const tenderListReply = paged(tenderListItem);

/**
 * A proposal's fields. The tender's figures it repeats (`tenderTitle`, `budgetPerUnit`, ...) are
 * read flat and then from the nested `tender`; `totalAmount` missing is quantity × price + delivery.
 */
const proposalFields = v.pipe(
  spellings({
    id: [['id'], num],
    tenderId: [['tenderId', 'tender.id'], num],
    tenderTitle: [['tenderTitle', 'tender.title'], text],
    tenderStatusId: [['tenderStatusId', 'tender.statusId'], num],
    tenderDeadline: [['tenderDeadline', 'tender.deadline'], text],
    buyerName: [['buyerName', 'tender.buyerName', 'tender.buyer.name'], text],
    productId: [['productId'], num],
    productName: [['productName'], text],
    quantity: [['quantity'], num],
    measureUnit: [['measureUnit', 'tender.measureUnit'], text],
    pricePerUnit: [['pricePerUnit'], num],
    budgetPerUnit: [['budgetPerUnit', 'tender.budgetPerUnit'], num],
    deliveryDays: [['deliveryDays'], num],
    deliveryAmount: [['deliveryAmount'], num],
    totalAmount: [['totalAmount'], num],
    creationDate: [['creationDate'], text],
    statusId: [['statusId'], num],
    orderId: [['orderId'], num],
  }),
  v.transform((proposal) => {
    const goods = product(proposal.quantity, proposal.pricePerUnit);
    const computed =
      goods === null || proposal.deliveryAmount === null
        ? null
        : (cents(goods) + cents(proposal.deliveryAmount)) / 100;
    return { ...proposal, totalAmount: proposal.totalAmount ?? computed };
  }),
);

export const tenderProposalListItem = withId(proposalFields);
export type TenderProposalListItem = Decoded<typeof tenderProposalListItem>;

export const tenderProposalListReply = paged(tenderProposalListItem);

/** The tender of a proposal: nested `tender`, else the proposal's flat `tender*` fields. */
const proposalTender = tenderFields('tender.', {
  id: ['tenderId'],
  title: ['tenderTitle'],
  statusId: ['tenderStatusId'],
  deadline: ['tenderDeadline'],
  buyerName: ['buyerName'],
  budgetPerUnit: ['budgetPerUnit'],
  measureUnit: ['measureUnit'],
  shippingMethodId: SHIPPING_METHOD_PATHS,
});

const proposalDetailFields = spellings({
  comment: [['comment'], text],
  declinePurpose: [['declinePurpose'], text],
  orderDescription: [['orderDescription'], text],
  technicalDocumentations: [['technicalDocumentations'], list(storedFile)],
  zipPath: [['zipPath'], text],
});

/** `data` of GetTenderProposalById (and a tender's `myProposal`). */
export const tenderProposalReply = v.pipe(
  v.unknown(),
  v.transform((data) => ({
    ...readWith(proposalFields, data),
    ...readWith(proposalDetailFields, data),
    tender: readWith(proposalTender, data),
  })),
);
export type TenderProposalRead = Decoded<typeof tenderProposalReply>;
export type TenderProposal = TenderProposalRead & { id: number };

/** A tender's own proposal: none unless it is a record with an id. */
const myProposal = v.pipe(
  v.unknown(),
  v.transform((data): TenderProposal | null => {
    if (data === null || typeof data !== 'object') return null;
    const read = readWith(tenderProposalReply, data);
    return read.id === null ? null : { ...read, id: read.id };
  }),
);

/** The buyer of a tender: nested `buyer` (ours) or the flat `buyerId` / `buyerName`. */
const tenderBuyer = spellings({
  id: [['buyer.id', 'buyerId'], num],
  name: [['buyer.name', 'buyerName'], text],
  city: [['buyer.city'], text],
});

const tenderDetailFields = spellings({
  description: [['description'], text],
  deliveryAddress: [['deliveryAddress'], text],
  files: [['files'], list(storedFile)],
  myProposal: [['myProposal'], myProposal],
});

/** `data` of GetTenderById. */
export const tenderReply = v.pipe(
  v.unknown(),
  v.transform((data) => ({
    ...readWith(tenderRow, data),
    ...readWith(tenderDetailFields, data),
    buyer: readWith(tenderBuyer, data),
  })),
);
export type TenderRead = Decoded<typeof tenderReply>;
export type Tender = TenderRead & { id: number };

/** A product a proposal may offer; one without an id cannot be picked. */
export const tenderProductOption = withId(
  spellings({
    id: [['id'], num],
    productName: [['productName'], textOr('')],
    vendoreCode: [['vendoreCode'], text],
    categoryId: [['categoryId'], num],
    categoryName: [['categoryName'], text],
    measureUnit: [['measureUnit'], text],
    minPrice: [['minPrice'], num],
    maxPrice: [['maxPrice'], num],
    quantity: [['quantity'], num],
    image: [['image'], text],
  }),
);
export type TenderProductOption = Decoded<typeof tenderProductOption>;

/** `data` of GetProductsForTenderProposal: a list (null reads as none). */
export const productOptionsReply = list(tenderProductOption);

/** `data` of CreateTenderProposal: the new proposal's id (the screen leaves for the list anyway). */
export const createdProposalReply = spellings({ id: [['id'], num] });
export type CreatedTenderProposal = Decoded<typeof createdProposalReply>;
