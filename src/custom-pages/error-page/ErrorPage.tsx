import { ErrorPageContent } from './ErrorPageContent';

/** /error-page: where failed calls land (src/api/http.ts). Reload goes back to the app's root. */
export default function ErrorPage() {
  return <ErrorPageContent />;
}
