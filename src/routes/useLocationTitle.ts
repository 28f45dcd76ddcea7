import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { matchShellRoute } from './match';

/** The translated title of the current location's route, for the top bar ('' outside the table). */
export function useLocationTitle(): string {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const match = matchShellRoute(pathname);
  return match ? translate(match.titleKey) : '';
}
