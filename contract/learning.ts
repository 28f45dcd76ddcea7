/** The learning checklist 'Шаги к успеху' (`/seller/api/Analytics/GetLearningSteps`): docs/contract/learning.md. */

/** The steps of a new seller, in the order the checklist shows them. */
export type LearningStepKey =
  | 'requisites'
  | 'storeProfile'
  | 'firstProduct'
  | 'deliveryTemplate'
  | 'firstOrder'
  | 'firstShipped'
  | 'firstReview'
  | 'promotion';

export interface LearningStep {
  key?: LearningStepKey;
  /** Ticked from the caller's own data at the moment of the call. */
  done?: boolean;
  /**
   * ISO 8601 UTC: when the first record behind the step was created (the first published
   * product, template, order, review, coupon or paid promotion). Absent while not done, and for
   * steps without such a record (requisites, store profile, first shipped).
   */
  doneAt?: string;
}

/** `data` of `GET Analytics/GetLearningSteps`. */
export interface LearningSteps {
  steps?: LearningStep[];
}
