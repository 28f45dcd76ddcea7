import { useNotify } from 'react-admin';

/** Shows a refused call's reason: the server's `message` (fetchJson's HttpError carries it). */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  return (error) => {
    const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
}
