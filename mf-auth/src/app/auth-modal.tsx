import styled from 'styled-components';
import { t } from '@site/shared/i18n';
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

/**
 * The auth modal (SPEC §2): left picture, close icon and the login / register,
 * forgot-password and new-device modes. Mounted once by the host; driven by the bus.
 */
export function AuthModal() {
  const { view, switchTo, close } = useAuthView();
  return (
    <Dialog
      open={view !== null}
      onClose={close}
      width={880}
      flush
      maskClosable={false}
      aria-label={t('auth.modal.label')}
    >
      <Layout>
        <AuthPicture />
        <Pane>
          {view && (
            <Content key={view.mode === 'newDevice' ? 'device' : view.mode} view={view} switchTo={switchTo} />
          )}
        </Pane>
      </Layout>
    </Dialog>
  );
}
