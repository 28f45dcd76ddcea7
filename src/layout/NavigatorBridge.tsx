import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setNavigator } from '../api/navigation';

/**
 * Lets src/api/http.ts move inside the SPA (e.g. to /error-page, replacing the failed page's
 * history entry) instead of reloading: registers react-router's navigate and the current path
 * while the shell is mounted.
 */
export function NavigatorBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const path = `${location.pathname}${location.search}${location.hash}`;
  const current = useRef(path);
  useEffect(() => {
    current.current = path;
  }, [path]);
  useEffect(() => {
    setNavigator(
      (path, options) => {
        void navigate(path, { replace: options?.replace === true });
      },
      () => current.current,
    );
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
