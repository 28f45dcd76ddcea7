export {
  useDraft,
  readDraft,
  writeDraft,
  clearDraft,
  reviveLike,
  reviveWithDates,
  DRAFT_PREFIX,
  type DraftOptions,
} from './useDraft';
