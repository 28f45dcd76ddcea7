import { getLearningSteps } from '../../api/learning';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';

/** `learning`: the checklist 'Шаги к успеху' (docs/contract/learning.md). */
export const LEARNING_RESOURCE = 'learning';

export type LearningDataProvider = ResourceDataProvider<typeof learningHandler>;

export const learningHandler = defineHandler(() => ({
  getSteps: () => getLearningSteps(),
}));
