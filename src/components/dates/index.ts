export { RuDateProvider } from './DateProvider';
