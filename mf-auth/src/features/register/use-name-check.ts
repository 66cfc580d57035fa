import { useEffect, useRef, useState } from 'react';
import { request } from '@site/shared/api';
import { auth } from '@site/shared/contract';
import { usernameRegister } from '@site/shared/validation';

/** How long the player pauses typing before the name is asked about. */
export const NAME_CHECK_DELAY_MS = 400;

export type NameCheck = 'idle' | 'checking' | 'free' | 'taken';

/**
 * Whether the typed name is still free, asked once the player pauses (or leaves the field)
 * with a name that passes the rule: 用户名已存在 shows while they type, not after the slider.
 * Only the answer for the name now in the field counts. A check that fails (offline, 6011)
 * says nothing: register decides anyway.
 */
export function useNameCheck(name: string): { state: NameCheck; checkNow: () => void } {
  const [result, setResult] = useState<{ name: string; state: NameCheck }>({ name: '', state: 'idle' });
  const current = useRef(name);
  const asked = useRef<string | null>(null);
  current.current = name;

  const ask = (typed: string) => {
    const parsed = usernameRegister.safeParse(typed);
    if (!parsed.success || asked.current === parsed.data) return;
    const wanted = parsed.data;
    asked.current = wanted;
    setResult({ name: typed, state: 'checking' });
    request(auth.checkName, { name: wanted })
      .then(({ available }) => {
        if (current.current === typed) setResult({ name: typed, state: available ? 'free' : 'taken' });
      })
      .catch(() => {
        if (current.current === typed) setResult({ name: typed, state: 'idle' });
        if (asked.current === wanted) asked.current = null;
      });
  };

  useEffect(() => {
    const timer = setTimeout(() => ask(name), NAME_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
    // The timer restarts on each keystroke; `ask` reads refs only.
  }, [name]);

  return { state: result.name === name ? result.state : 'idle', checkNow: () => ask(name) };
}
