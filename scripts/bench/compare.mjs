#!/usr/bin/env node
// One benchmark against several checkouts of the site, side by side in one run on the same
// machine (each checkout must be built: `pnpm build` in it):
//   git worktree add ../before <commit> && (cd ../before && pnpm install --offline && pnpm build)
//   node scripts/bench/compare.mjs lcp ../before .
//   BENCH_COMPARE_ROUNDS=2 node scripts/bench/compare.mjs egame-lobby ../before .
// BENCH_DEV_TOOLS=1 starts each server with its dev tools (a member factory: home-usable's
// sports-board row needs it).
// With several rounds the checkouts alternate (A B A B), so a change in the machine's load
// falls on both. Each run gets its own server (fresh data folder) from that checkout and
// one shared Chromium; the report of each run is printed with the load average before and
// after it.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { benchmarksNamed } from './benchmarks.mjs';
import { CHROMIUM_OPTIONS, playwrightChromium } from './lib.mjs';
import { startSite } from './server.mjs';

const [name, ...dirs] = process.argv.slice(2);
if (!name || dirs.length === 0) {
  console.error('usage: node scripts/bench/compare.mjs <benchmark> <checkout> [<checkout> ...]');
  process.exit(2);
}
const [bench] = benchmarksNamed([name]);
const checkouts = dirs.map((dir) => resolve(dir));
const rounds = Number(process.env.BENCH_COMPARE_ROUNDS || 1);
const load = () => (loadavg()[0] ?? NaN).toFixed(2);

const browser = await playwrightChromium().launch(CHROMIUM_OPTIONS);
try {
  for (let round = 1; round <= rounds; round++) {
    for (const repoRoot of checkouts) {
      const env = process.env.BENCH_DEV_TOOLS === '1' ? { DEV_TOOLS: '1' } : {};
      const site = await startSite({ repoRoot, port: 18200, env });
      try {
        console.log(`\n== ${bench.name}, round ${round}: ${repoRoot} (load average ${load()})`);
        const result = await bench.run({
          browser,
          baseUrl: site.baseUrl,
          repoRoot,
          log: (line) => console.log(line),
        });
        console.log(bench.report(/** @type {never} */ (result)));
        console.log(`load average at the end: ${load()}`);
      } finally {
        await site.stop();
      }
    }
  }
} finally {
  await browser.close();
}
