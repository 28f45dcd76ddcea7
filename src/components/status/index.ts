export { StatusChip, STATUS_COLORS, type StatusChipProps, type StatusKind } from './StatusChip';
export { wholesaleOrderStatusKind, retailOrderStatusKind } from './kinds';
