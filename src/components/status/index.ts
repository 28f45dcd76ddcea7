export { StatusChip, type StatusChipProps, type StatusConcept } from './StatusChip';
export { StatusKindChip, STATUS_COLORS, type StatusKindChipProps } from './StatusKindChip';
