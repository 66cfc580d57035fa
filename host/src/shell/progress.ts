import type NProgressModule from 'nprogress';
import { createGlobalStyle } from 'styled-components';

/**
 * nprogress is fetched with the first navigation, not with every page load (issue 31: the first
 * screen never shows the bar). A navigation that is over before it has arrived shows none.
 */
let bar: typeof NProgressModule | null = null;
let loading = false;
let running = false;

function load(): void {
  if (loading) return;
  loading = true;
  void import('nprogress').then(
    ({ default: loaded }) => {
      loaded.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.15 });
      bar = loaded;
      if (running) bar.start();
    },
    () => {
      loading = false;
    },
  );
}

/** SPEC §2: every navigation shows a top progress bar (nprogress, themed). */
export const progress = {
  start: () => {
    running = true;
    if (bar) bar.start();
    else load();
  },
  done: () => {
    running = false;
    bar?.done();
  },
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
