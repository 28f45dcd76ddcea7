export {
  formatDate,
  formatDay,
  formatMoney,
  formatMoneyOrDash,
  formatDays,
  displayRating,
  groupDigits,
  missingValue,
  type DateInput,
} from './format';
export { MoneyField, DateTimeField } from './fields';
