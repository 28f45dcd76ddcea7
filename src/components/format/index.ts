export {
  formatCount,
  formatDate,
  formatDay,
  formatMoney,
  formatMoneyOrDash,
  formatDays,
  displayRating,
  groupDigits,
  rublesAmount,
  missingValue,
  withZone,
  type DateInput,
} from './format';
export { formatNationalNumber, formatPhone, parsePhoneNumber } from './phone';
export { MoneyField, MoneyText, DateTimeField, type MoneyTextProps } from './fields';
export { nameInitials } from './initials';
