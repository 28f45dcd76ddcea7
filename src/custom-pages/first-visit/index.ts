export { FirstVisitDialog } from './FirstVisitDialog';
