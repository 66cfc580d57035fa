import { nextTask } from './shell/next-task';

/**
 * The host starts in four tasks, not one (issue 31): the shared libraries (react-dom first),
 * the shell's singletons, then the shell's own modules and its start. As one microtask chain
 * they were one task of 500-540 ms at 4x CPU (traces of cold /home loads), and a press on the
 * first paint's 登录 or a key in its form waited for all of it; between two tasks the browser
 * answers it. The modules are the same, and they have already been downloaded.
 */

void Promise.all([import('react'), import('react-dom/client')])
  .then(nextTask)
  .then(() => Promise.all([import('react-router-dom'), import('styled-components'), import('jotai')]))
  .then(nextTask)
  .then(() =>
    Promise.all([import('@site/shared/api'), import('@site/shared/session'), import('@site/shared/i18n')]),
  )
  .then(nextTask)
  .then(() => import('./bootstrap'));

export {};
