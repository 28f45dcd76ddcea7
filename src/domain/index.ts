/**
 * The client's domain vocabulary: status ids, shipping and delivery methods and safe-deal
 * statuses as named constants, each concept with ONE table (label key, chip colour, the choice
 * lists that offer it) and the helpers derived from it. Pure: no React, no i18n runtime.
 */
export {
  defineConcept,
  type Choice,
  type ChoiceList,
  type Concept,
  type ConceptDefinition,
  type ConceptRow,
  type StatusKind,
  type StatusOption,
} from './concept';
export * from './wholesaleStatuses';
export * from './retailStatuses';
export * from './safeDealStatuses';
export * from './shippingMethods';
export * from './deliveryMethods';
export * from './countries';
export * from './deadlines';
export * from './productStatuses';
export * from './advertStatuses';
