import type { Choice } from '../../app/choices';

/** Choices of the moderation screens; names are message keys (console/app/messages.ts). */

export const MODERATION_SECTIONS = [
  'address',
  'staff',
  'management',
  'company',
  'baseBank',
  'agentBank',
  'documents',
  'store',
] as const;

export const sectionChoices: Choice[] = MODERATION_SECTIONS.map((id) => ({
  id,
  name: `console.moderation.section.${id}`,
}));

export const decisionStatusChoices: Choice[] = ['pending', 'approved', 'rejected'].map((id) => ({
  id,
  name: `console.moderation.status.${id}`,
}));

/** The list opens on what waits. */
export const PENDING_FIRST = { status: 'pending' } as const;
