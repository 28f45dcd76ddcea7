import { lazy } from 'react';
import { LEARNING_RESOURCE, learningHandler } from './handler';
import { defineResource } from '../types';

/**
 * `learning`: /learning/steps, the checklist 'Шаги к успеху' ticked from the seller's data and
 * the seller guide (docs/contract/learning.md). The sidebar's 'Руководство продавца' opens it.
 */
export const learningResource = defineResource({
  name: LEARNING_RESOURCE,
  handler: learningHandler,
  routes: [
    {
      path: '/learning/steps',
      titleKey: 'learning.route.learningSteps',
      page: lazy(() => import('./LearningPage')),
    },
  ],
  menu: [
    {
      group: 'learning',
      position: 10,
      link: { key: 'learning-guide', labelKey: 'learning.sidebar.learningGuide', to: '/learning/steps' },
    },
  ],
});
