import type { LearningStepKey } from '../../contract';
import { decoder, flag, list, record, text, v, type Decoded } from './decode';
import { request } from './http';
import { unlessRefused } from './ourCalls';

/** The steps of 'Шаги к успеху' in the order of contract/learning.ts. */
export const LEARNING_STEP_KEYS = [
  'requisites',
  'storeProfile',
  'firstProduct',
  'deliveryTemplate',
  'firstOrder',
  'firstShipped',
  'firstReview',
  'promotion',
] as const satisfies readonly LearningStepKey[];

/** A step the client does not know (or without its key) is left out; a missing tick is open. */
export const learningStep = v.object({ key: v.picklist(LEARNING_STEP_KEYS), done: flag, doneAt: text });
export const learningSteps = record({ steps: list(learningStep) });
export type LearningStep = Decoded<typeof learningStep>;
export type { LearningStepKey };

const decodeSteps = decoder(learningSteps);

/**
 * The caller's checklist 'Шаги к успеху'; the server takes the seller from the session.
 * `GetLearningSteps` is ours: a server without it (a refusal) or without steps gives `null`, and
 * the page shows the steps as links without ticks (docs/contract/learning.md "Reading replies").
 */
export async function getLearningSteps(): Promise<LearningStep[] | null> {
  const reply = await unlessRefused(
    request('Analytics/GetLearningSteps', decodeSteps, { method: 'GET', onFailure: 'silent' }),
    null,
  );
  return reply && reply.steps.length > 0 ? reply.steps : null;
}
