export { ButtonSpinner, LoadingSpinner } from './Spinners';
