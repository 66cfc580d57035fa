import { useLayoutEffect, useState } from 'react';
import { bus } from '@site/shared/events';
import { Dialog } from '@site/shared/ui';

/**
 * For the host's tests: stands in for mf-auth's widget. Closed until the bus asks for the
 * login form; its 用户名 input is React's (a value moved into it reaches its state).
 */
export function FakeAuthModal() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  useLayoutEffect(() => {
    const subscription = bus.on('login', () => setOpen(true));
    return () => subscription.unsubscribe();
  }, []);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-label="登录">
      <form>
        <input name="username" aria-label="用户名" value={name} onChange={(e) => setName(e.target.value)} />
      </form>
    </Dialog>
  );
}
