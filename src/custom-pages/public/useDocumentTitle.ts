import { useEffect } from 'react';

/** Sets `document.title` while the screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
