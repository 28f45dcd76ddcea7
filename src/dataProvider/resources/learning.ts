import type { DataProvider } from 'react-admin';
import { getLearningSteps, type LearningStep } from '../../api/learning';
import type { ResourceHandler } from '../compose';

/** `learning`: the checklist 'Шаги к успеху' (docs/contract/learning.md). */
export const LEARNING_RESOURCE = 'learning';

export interface LearningActions {
  getSteps(resource: string): Promise<LearningStep[] | null>;
}

export type LearningDataProvider = DataProvider & LearningActions;

export const learningHandler = (): ResourceHandler => ({
  getSteps: () => getLearningSteps(),
});
