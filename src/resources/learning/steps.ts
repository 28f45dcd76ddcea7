import { LEARNING_STEP_KEYS, type LearningStep, type LearningStepKey } from '../../api/learning';

/** Where each step of 'Шаги к успеху' is done (docs/contract/learning.md). */
export const STEP_LINKS: Readonly<Record<LearningStepKey, string>> = {
  requisites: '/settings/requisite',
  storeProfile: '/settings/store',
  firstProduct: '/products/add',
  deliveryTemplate: '/shared/delivery/add',
  firstOrder: '/orders',
  firstShipped: '/accept-order',
  firstReview: '/reviews',
  promotion: '/marketing/coupons',
};

/** Steps the client knows, open ones first (the next thing to do on top), each group in reply order. */
export function checklistOrder(steps: readonly LearningStep[]): LearningStep[] {
  const known = steps.filter((step) => step.key in STEP_LINKS);
  return [...known.filter((step) => !step.done), ...known.filter((step) => step.done)];
}

/** The seller guide's articles, in the order shown. */
export const GUIDE_ARTICLES = ['start', 'markets', 'orders', 'payments', 'disputes', 'reviews'] as const;

/** Every step the client knows, in the checklist's order, none marked (a server without the ticks). */
export const untickedSteps = (): LearningStep[] =>
  LEARNING_STEP_KEYS.map((key) => ({ key, done: false, doneAt: null }));
