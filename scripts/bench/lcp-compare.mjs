// The lcp benchmark against several checkouts of the site, one after the other in one run
// (each must be built: `pnpm build` in it), so a change is measured side by side with the
// build before it on the same machine at the same time:
//   git worktree add ../before <commit> && (cd ../before && pnpm install --offline && pnpm build)
//   node scripts/bench/lcp-compare.mjs ../before .
// BENCH_LCP_RUNS sets the runs per cache state (5). Prints the lcp report of each checkout
// with the load average before and after it.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { CHROMIUM_OPTIONS, playwrightChromium } from './lib.mjs';
import { report, run } from './lcp.mjs';
import { startSite } from './server.mjs';

const checkouts = process.argv.slice(2).map((dir) => resolve(dir));
if (checkouts.length === 0) {
  console.error('usage: node scripts/bench/lcp-compare.mjs <checkout> [<checkout> ...]');
  process.exit(2);
}
const browser = await playwrightChromium().launch(CHROMIUM_OPTIONS);
try {
  for (const repoRoot of checkouts) {
    const site = await startSite({ repoRoot, port: 18200 });
    try {
      console.log(`== ${repoRoot} (load average ${loadavg()[0]?.toFixed(2)})`);
      const result = await run({
        browser,
        baseUrl: site.baseUrl,
        repoRoot,
        log: (line) => console.log(line),
      });
      console.log(report(result));
      console.log(`load average at the end: ${loadavg()[0]?.toFixed(2)}`);
    } finally {
      await site.stop();
    }
  }
} finally {
  await browser.close();
}
