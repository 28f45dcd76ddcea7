import { reloadFailedPage } from '../../api/navigation';
import { ErrorPageContent } from './ErrorPageContent';

/**
 * /error-page: where failed calls land (src/api/http.ts), in place of the page that failed.
 * 'Перезагрузить' reloads that page; Back returns to the page before it.
 */
export default function ErrorPage() {
  return <ErrorPageContent onReload={reloadFailedPage} />;
}
