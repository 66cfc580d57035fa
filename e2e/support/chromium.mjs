// How every test, script and benchmark launches a browser: Debian's Chromium (PITFALLS.md),
// never a download, with the flags that keep a headless run quiet and repeatable on CI.
// One list: e2e/playwright.config.ts, e2e/scripts and scripts/bench/lib.mjs read it.

export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
