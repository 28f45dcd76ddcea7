import type { StatusKind } from './StatusChip';

/** Spec section 4: colour of a wholesale order status id. */
export function wholesaleOrderStatusKind(statusId: number): StatusKind {
  if ([1, 8, 9, 10, 21, 22, 23, 24].includes(statusId)) return 'danger';
  if ([2, 5, 6].includes(statusId)) return 'purple';
  if ([3, 4, 7].includes(statusId)) return 'success';
  return 'default';
}

/** Spec section 4: colour of a retail order status code. */
export function retailOrderStatusKind(statusCode: number): StatusKind {
  if ([1, 6, 7, 15, 16].includes(statusCode)) return 'danger';
  if ([2, 4, 5].includes(statusCode)) return 'success';
  if (statusCode === 3) return 'purple';
  return 'default';
}
