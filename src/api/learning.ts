import { unchecked } from './decode';
import type { LearningStep, LearningStepKey, LearningSteps } from '../../contract';
import { request } from './http';

/** The wire shapes of this module (contract/learning.ts, docs/contract/learning.md). */
export type { LearningStep, LearningStepKey, LearningSteps };

/** The caller's checklist 'Шаги к успеху'; the server takes the seller from the session. */
export const getLearningSteps = async (): Promise<LearningStep[]> =>
  (await request('Analytics/GetLearningSteps', unchecked<LearningSteps | null>(), { method: 'GET' }))?.steps ?? [];
