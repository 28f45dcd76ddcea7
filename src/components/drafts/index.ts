export {
  readDraft,
  writeDraft,
  clearDraft,
  reviveLike,
  reviveWithDates,
  fieldDraft,
  DRAFT_PREFIX,
  type DraftOptions,
} from './storage';
export { useDraftForm, type DraftFormProps, type DraftFormReturn } from './useDraftForm';
