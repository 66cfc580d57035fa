import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus } from '@site/shared/events';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { openCustomerService } from '../layout/customer-service';
import { fetchUserInfo, refreshBalance, refreshUnread } from '../session/member-data';
import { setNavigator } from './navigation';
import { rememberReturnPath, takeReturnPath } from './return-path';

/**
 * The host turns bus events into behaviour (ARCHITECTURE.md): login-expired, the login
 * prompt, the customer-service tip, balance refreshes, and the member data after a login.
 */
export function useBusWiring(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  useEffect(() => {
    setNavigator((path) => navigate(path));
    const subs = [
      // SPEC §4: the API client already cleared the session; go home and open login. The
      // page the player was on is where the login brings them back.
      bus.on('login_expired', () => {
        rememberReturnPath(here.current);
        navigate(routePaths.home, { replace: true });
        bus.emit('login');
      }),
      bus.on('show_login_prompt', () =>
        bus.emit('dialog_tips', {
          msg: t('common.pleaseLoginFirst'),
          isShowCancel: true,
          sureText: t('common.goLogin'),
          onSure: () => bus.emit('login'),
        }),
      ),
      bus.on('refresh_balance', () => void refreshBalance()),
      bus.on('customer_service', openCustomerService),
      bus.on('login_success', () => {
        const back = takeReturnPath();
        if (back) navigate(back, { replace: true });
        void fetchUserInfo().catch(() => undefined);
        void refreshBalance();
        void refreshUnread();
      }),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [navigate]);
}
