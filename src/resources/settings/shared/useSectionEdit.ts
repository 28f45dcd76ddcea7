import type { SettingsSection } from '../../../../contract';
import type { SectionModeration } from '../../../api/settingsDecoders';
import { sectionDraftKey } from './drafts';
import { SETTINGS_DATA_KEY } from './useSettingsData';
import { useSubmitEdit } from './useSubmitEdit';

/**
 * A section's form state: the values to show (the pending edit's, read-only, or the applied
 * ones), a key that remounts the form when either changes, its draft key and the send.
 */
export function useSectionEdit<M, V>({
  section,
  userId,
  moderation,
  applied,
  valuesOf,
}: {
  section: SettingsSection;
  userId: number;
  moderation: SectionModeration<M>;
  applied: M;
  valuesOf: (model: M) => V;
}) {
  const pending = moderation.pending;
  const draftKey = sectionDraftKey(section, userId);
  const { submit, pending: sending, refusal } = useSubmitEdit({ draftKey, reload: [[...SETTINGS_DATA_KEY]] });
  return {
    readOnly: pending !== null,
    initial: valuesOf(pending ? pending.newModel : applied),
    formKey: pending ? `pending-${pending.id}` : `applied-${JSON.stringify(applied)}`,
    draftKey,
    submit,
    sending,
    refusal,
  };
}
