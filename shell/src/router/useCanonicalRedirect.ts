import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clientRedirect } from '@realty/shared';

/** Client-side navigation gets the same canonical URL a full page load would get from the server's 301. */
export function useCanonicalRedirect(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = clientRedirect(pathname + search + hash);
    if (target) void navigate(target, { replace: true });
  }, [pathname, search, hash, navigate]);
}
