import { useLayoutEffect, useState } from 'react';
import { bus } from '@site/shared/events';
import { AUTH_FORM_READY_ATTR } from '@site/shared/routes';
import { Dialog } from '@site/shared/ui';

/**
 * For the host's tests: stands in for mf-auth's widget. Closed until the bus asks for the
 * login form; its 用户名 input is React's (a value moved into it reaches its state). Like
 * mf-auth's, its form is marked rendered (`AUTH_FORM_READY_ATTR`) while closed, unless
 * `prerendered` is false: mf-auth just arrived, its hidden form not rendered yet.
 */
export function FakeAuthModal({ prerendered = true }: { prerendered?: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  useLayoutEffect(() => {
    const subscription = bus.on('login', () => setOpen(true));
    return () => subscription.unsubscribe();
  }, []);
  return (
    <>
      {prerendered && !open && <div hidden {...{ [AUTH_FORM_READY_ATTR]: '' }} />}
      <Dialog open={open} onClose={() => setOpen(false)} aria-label="登录">
        <form {...{ [AUTH_FORM_READY_ATTR]: '' }}>
          <input name="username" aria-label="用户名" value={name} onChange={(e) => setName(e.target.value)} />
        </form>
      </Dialog>
    </>
  );
}
