import { type Decoded, firstOf, flag, list, num, oneOf, paged, requiredNum, text, textOr, v } from './decode';
import { storedFile } from './fileDecoders';

/**
 * The dispute replies as the screens use them (docs/contract/disputes.md "Reading replies (issue
 * 26)"). The specification names a dispute's `id`, `isRetail`, `orderId`, `orderStatusId`,
 * `buyerId`, `buyerName`, `statusId`, `creationDate` and `declinePurpose`; the claim, its files,
 * the answer's files, the reason, the amount, the deadline and the counts are ours and may be
 * missing: files then are `[]`, the rest `null` ('----' on the page).
 */

const disputeFields = v.object({
  id: requiredNum,
  isRetail: flag,
  orderId: num,
  orderStatusId: num,
  orderAmount: num,
  buyerId: num,
  buyerName: text,
  reasonId: num,
  claim: text,
  claimFiles: list(storedFile),
  statusId: num,
  creationDate: text,
  answerDeadline: text,
  declinePurpose: text,
  declineFiles: list(storedFile),
  decisionComment: text,
  closedDate: text,
  messagesCount: num,
});

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? { ...value } : {};

/** A dispute; without our `orderNumber` the order is named by the specification's `orderId`. */
const disputeRow = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const result = v.safeParse(disputeFields, dataset.value);
    if (!result.success) {
      addIssue({ message: 'a dispute without a readable id' });
      return NEVER;
    }
    const source = asRecord(dataset.value);
    return { ...result.output, orderNumber: firstOf(source, ['orderNumber', 'orderId'], text) };
  }),
);
export type Dispute = Decoded<typeof disputeRow>;

export const disputeListSchema = paged(disputeRow);

const disputeMessage = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const source = asRecord(dataset.value);
    const result = v.safeParse(
      v.object({
        id: requiredNum,
        authorRole: oneOf(['buyer', 'seller', 'admin']),
        comment: textOr(''),
        images: list(storedFile),
        creationDate: text,
      }),
      source,
    );
    if (!result.success) {
      addIssue({ message: 'a message without a readable id' });
      return NEVER;
    }
    return { ...result.output, authorName: firstOf(source, ['authorName', 'userName'], text) };
  }),
);
export type DisputeMessage = Decoded<typeof disputeMessage>;

/** `data` of `GetDisputeMessages`: a list (a `null` reply is no messages). */
export const disputeMessagesSchema = list(disputeMessage);
