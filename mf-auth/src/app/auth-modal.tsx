import { startTransition, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { Dialog, DialogWarmUp, Tabs } from '@site/shared/ui';
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
const noSwitch: Switch = () => undefined;

/**
 * The login view rendered once into an element outside the document, then dropped. A click
 * on 登录 then renders code the browser has already compiled, with the rules styled-components
 * has already inserted (issue 31: at 4x CPU the first open took 264 ms, the second 136 ms; a
 * trace showed the first click inserting the dialog's @keyframes, which restyled all 603
 * elements of the page). Nothing of it is on screen or in the page.
 */
function WarmUp({ onDone }: { onDone: () => void }) {
  const [offPage] = useState(() => document.createElement('div'));
  useEffect(onDone, [onDone]);
  const view = (
    <Layout>
      <AuthPicture />
      <Pane>
        <Content view={LOGIN_VIEW} switchTo={noSwitch} />
      </Pane>
    </Layout>
  );
  // The dialog's own frame too (a host with a shared package older than this remote has none).
  return createPortal(
    typeof DialogWarmUp === 'function' ? (
      <DialogWarmUp width={880} flush>
        {view}
      </DialogWarmUp>
    ) : (
      view
    ),
    offPage,
  );
}

/** 'now' once the browser is idle after the modal has mounted closed; 'done' after the warm-up. */
function useWarmUp(closed: boolean): ['wait' | 'now' | 'done', () => void] {
  const [stage, setStage] = useState<'wait' | 'now' | 'done'>('wait');
  useEffect(() => {
    if (stage !== 'wait' || !closed) return undefined;
    const go = () => startTransition(() => setStage('now'));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(go, 500);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(go, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, [stage, closed]);
  const done = useCallback(() => setStage('done'), []);
  return [stage, done];
}

/**
 * The auth modal (SPEC §2): left picture, close icon and the login / register,
 * forgot-password and new-device modes. Mounted once by the host; driven by the bus.
 */
export function AuthModal() {
  const { view, switchTo, close } = useAuthView();
  const [warm, warmed] = useWarmUp(view === null);
  return (
    <>
      {warm === 'now' && view === null && <WarmUp onDone={warmed} />}
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
              <Content
                key={view.mode === 'newDevice' ? 'device' : view.mode}
                view={view}
                switchTo={switchTo}
              />
            )}
          </Pane>
        </Layout>
      </Dialog>
    </>
  );
}
