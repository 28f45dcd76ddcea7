export { RuDateProvider } from './DateProvider';
export { DayField, DAY_FIELD_FORMAT, type DayFieldProps } from './DayField';
export { TimeOfDayField, TIME_FIELD_FORMAT, type TimeOfDayFieldProps } from './TimeOfDayField';
