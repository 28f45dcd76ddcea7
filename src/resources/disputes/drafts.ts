/** The typed fields of a dispute kept as drafts (src/components/drafts), keyed `disputes:<form>:<disputeId>`. */
export type DisputeDraftForm = 'decline' | 'comment';

export const disputeDraftKey = (form: DisputeDraftForm, disputeId: number): string =>
  `disputes:${form}:${disputeId}`;
