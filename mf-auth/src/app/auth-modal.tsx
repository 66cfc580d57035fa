import { Activity, useMemo, useState } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { AUTH_FORM_READY_ATTR } from '@site/shared/routes';
import { Dialog, Tabs } from '@site/shared/ui';
import { ForgotPassword } from '../features/forgot-password/forgot-password';
import { LoginForm } from '../features/login/login-form';
import { NewDeviceForm } from '../features/new-device/new-device-form';
import { RegisterForm } from '../features/register/register-form';
import { AuthPicture } from './auth-picture';
import { useAuthView, type AuthView } from './use-auth-view';

const Layout = styled.div`
  display: flex;
  min-height: 560px;
`;

const Pane = styled.div`
  flex: 1;
  min-width: 0;
  padding: 44px 40px 32px;
`;

const Heading = styled.h2`
  margin: 0 0 20px;
  font-size: ${(p) => p.theme.fontSizes.xl};
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;

type Switch = ReturnType<typeof useAuthView>['switchTo'];

function Content({ view, switchTo }: { view: AuthView; switchTo: Switch }) {
  if (view.mode === 'forget_password') {
    return (
      <>
        <Heading>{t('auth.modal.forgotTitle')}</Heading>
        <ForgotPassword onBackToLogin={() => switchTo('login')} />
      </>
    );
  }
  if (view.mode === 'newDevice') {
    return (
      <>
        <Heading>{t('auth.modal.newDeviceTitle')}</Heading>
        <NewDeviceForm
          device={view.device}
          onSwitchAccount={() => switchTo('login')}
          onRegister={() => switchTo('register')}
        />
      </>
    );
  }
  return (
    <Tabs
      aria-label={t('auth.modal.label')}
      items={[
        { value: 'login', label: t('auth.modal.loginTab') },
        { value: 'register', label: t('auth.modal.registerTab') },
      ]}
      value={view.mode}
      onChange={switchTo}
      stretch
    >
      {view.mode === 'login' ? (
        <LoginForm onForgot={() => switchTo('forget_password')} onRegister={() => switchTo('register')} />
      ) : (
        <RegisterForm onLogin={() => switchTo('login')} />
      )}
    </Tabs>
  );
}

const LOGIN_VIEW: AuthView = { mode: 'login' };

/**
 * The auth modal (SPEC §2): left picture, close icon and the login / register,
 * forgot-password and new-device modes. Mounted once by the host; driven by the bus.
 *
 * While closed, the dialog with the login view is rendered hidden in React's <Activity> (at
 * the lowest priority, when the browser has nothing else to do), so a click on 登录 only
 * reveals it and runs its effects (focus, scroll lock, Escape): issue 31, the first 登录 used
 * to render the whole form inside the click (200 ms at 4x CPU, the page's worst interaction,
 * after an earlier warm-up had taken out the page-wide restyle). Hidden, it has no effects:
 * no focus trap, no modal in the stack, no captcha fetched. Each close starts a fresh hidden
 * form, so nothing typed stays behind.
 */
export function AuthModal() {
  const { view, switchTo, close } = useAuthView();
  const [generation, setGeneration] = useState(0);
  const open = view !== null;
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setGeneration((g) => g + 1);
  }
  // The hidden login view and the shown one are the same element, so revealing it re-renders
  // nothing inside the dialog (a new view object would re-render the whole form in the click).
  const shown = view === null || view.mode === 'login' ? LOGIN_VIEW : view;
  const content = useMemo(
    () => (
      <Layout {...{ [AUTH_FORM_READY_ATTR]: '' }}>
        <AuthPicture />
        <Pane>
          <Content
            key={`${generation}:${shown.mode === 'newDevice' ? 'device' : shown.mode}`}
            view={shown}
            switchTo={switchTo}
          />
        </Pane>
      </Layout>
    ),
    [generation, shown, switchTo],
  );
  return (
    <Activity mode={open ? 'visible' : 'hidden'}>
      <Dialog open onClose={close} width={880} flush maskClosable={false} aria-label={t('auth.modal.label')}>
        {content}
      </Dialog>
    </Activity>
  );
}
