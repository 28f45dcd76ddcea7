export { ErrorPageContent, type ErrorPageContentProps } from './ErrorPageContent';
export { ShellErrorBoundary } from './ShellErrorBoundary';
