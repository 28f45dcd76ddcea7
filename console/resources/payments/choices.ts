import type { Choice } from '../../app/choices';

/** Choices of the payments and banners screens; names are message keys (console/app/messages.ts). */

const keyed = (prefix: string, ids: readonly (string | number)[]): Choice[] =>
  ids.map((id) => ({ id, name: `console.marketing.${prefix}.${id}` }));

export const paymentKindChoices = keyed('kind', ['banner', 'highlight', 'top']);
export const paymentStatusChoices = keyed('paymentStatus', ['pending', 'paid', 'cancelled']);
export const bannerStateChoices = keyed('bannerState', [
  'awaitingPayment',
  'awaitingApproval',
  'approved',
  'declined',
  'cancelled',
]);
export const advertStatusChoices = keyed('advertStatus', [1, 2, 3, 4, 5]);
