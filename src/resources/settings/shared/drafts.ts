import type { SettingsSection } from '../../../../contract';

/** The draft key of a section's form, per user (typed values survive a session-expiry reload). */
export const sectionDraftKey = (section: SettingsSection, userId: number): string =>
  `settings:${section}:${userId}`;
