import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { appendReferral } from '@site/shared/session';
import { Spinner } from '@site/shared/ui';

/**
 * /redirect/:path plumbing: re-enters a route (a page can reload itself by going through
 * here) or leaves for an outside address. On mobile user agents the stored referral
 * codes are appended to the link (SPEC §4).
 */
export function RedirectPage({ target }: { target: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    const decoded = decodeURIComponent(target);
    const link = appendReferral(`${decoded}${search}`, navigator.userAgent);
    if (/^https?:\/\//i.test(decoded)) {
      window.location.assign(link);
      return;
    }
    const path = link.startsWith('/') ? link : `/${link}`;
    navigate(path === '/' ? routePaths.home : path, { replace: true });
  }, [navigate, search, target]);
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spinner aria-label={t('host.redirecting')} />
    </div>
  );
}
