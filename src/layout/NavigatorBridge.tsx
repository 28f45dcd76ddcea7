import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from '../api/navigation';

/**
 * Lets src/api/http.ts move inside the SPA (e.g. to /error-page) instead of reloading: registers
 * react-router's navigate while the shell is mounted.
 */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => {
      void navigate(path);
    });
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
