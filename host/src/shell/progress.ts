import NProgress from 'nprogress';
import { createGlobalStyle } from 'styled-components';

NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.15 });

/** SPEC §2: every navigation shows a top progress bar (nprogress, themed). */
export const progress = {
  start: () => NProgress.start(),
  done: () => NProgress.done(),
};

export const ProgressStyle = createGlobalStyle`
  #nprogress { pointer-events: none; }
  #nprogress .bar {
    position: fixed;
    z-index: 2000;
    top: 0;
    left: 0;
    width: 100%;
    height: 3px;
    background: ${(p) => p.theme.colors.primary};
  }
  #nprogress .peg {
    position: absolute;
    right: 0;
    width: 100px;
    height: 100%;
    box-shadow: 0 0 10px ${(p) => p.theme.colors.primary};
    opacity: 1;
    transform: rotate(3deg) translate(0, -4px);
  }
`;
