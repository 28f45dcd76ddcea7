export { timeLeft, type TimeLeft, type TimeLeftUrgency } from './timeLeft';
export { TimeLeftText, type TimeLeftTextProps } from './TimeLeft';
