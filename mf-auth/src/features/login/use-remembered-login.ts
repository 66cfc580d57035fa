import { useState } from 'react';
import {
  clearRememberedCredentials,
  readRememberedCredentials,
  saveRememberedCredentials,
} from './remembered-credentials';

/**
 * "Remember password" (SPEC §3): the last-used credentials, AES-encrypted by the session
 * helpers, prefill the form; a login with the box ticked stores them with the time, one
 * without it forgets them.
 */
export function useRememberedLogin() {
  const [initial] = useState(() => readRememberedCredentials());
  const [remember, setRemember] = useState(initial !== null);

  const afterLogin = (name: string, password: string) => {
    if (remember) saveRememberedCredentials({ name, password });
    else clearRememberedCredentials();
  };

  return { initial, remember, setRemember, afterLogin };
}
