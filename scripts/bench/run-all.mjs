#!/usr/bin/env node
// The benchmarks behind `npm run bench` (scripts/run.mjs builds first, then runs this):
//   node scripts/bench/run-all.mjs [benchmark ...]     e.g. `node scripts/bench/run-all.mjs lcp`
// Starts its own server (free port from 18090, fresh data folder, DEV_TOOLS=0), runs each
// benchmark module in turn, prints a table per benchmark, writes every figure and how it
// was measured to scripts/bench/results/latest.json, then stops the server.
//
// The benchmarks are listed in benchmarks.mjs. compare.mjs runs one against several
// checkouts side by side.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchmarksNamed } from './benchmarks.mjs';
import { CHROMIUM_OPTIONS, playwrightChromium } from './lib.mjs';
import { startSite } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const resultsFile = join(here, 'results', 'latest.json');

/** @param {string} text */
function heading(text) {
  console.log(`\n\x1b[1m== ${text}\x1b[0m`);
}

async function main() {
  const selected = benchmarksNamed(process.argv.slice(2));
  for (const required of ['host/dist/index.html', 'host/dist/main.js']) {
    if (!existsSync(join(repoRoot, required)))
      throw new Error(`${required} is missing: run \`pnpm run build\` first (npm run bench does)`);
  }

  const started = Date.now();
  const [loadAtStart = NaN] = loadavg();
  let chromiumVersion = null;
  heading('starting the site');
  const site = await startSite({
    repoRoot,
    port: Number(process.env.BENCH_PORT || 18090),
    // A loaded machine starts the server slowly (PGlite's initdb): BENCH_SITE_TIMEOUT_MS.
    timeoutMs: Number(process.env.BENCH_SITE_TIMEOUT_MS || 120_000),
  });
  console.log(`site at ${site.baseUrl}`);
  /** @type {import('./lib.mjs').Browser | undefined} */
  let browser;
  const onSignal = () => {
    void (browser?.close().catch(() => {}) ?? Promise.resolve())
      .then(() => site.stop())
      .then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  /** @type {Record<string, unknown>} */
  const results = {};
  try {
    browser = await playwrightChromium().launch(CHROMIUM_OPTIONS);
    chromiumVersion = browser.version();
    /** @type {import('./benchmarks.mjs').BenchContext} */
    const ctx = { browser, baseUrl: site.baseUrl, repoRoot, log: (line) => console.log(line) };
    for (const bench of selected) {
      heading(`${bench.name}: ${bench.title}`);
      const t0 = Date.now();
      const result = await bench.run(ctx);
      results[bench.name] = result;
      console.log(bench.report(/** @type {never} */ (result)));
      console.log(`(${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    }
  } finally {
    await browser?.close().catch(() => {});
    await site.stop();
  }

  const output = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? null,
      // Another build or test on this machine skews the timings: the 1-minute load average says so.
      loadAverage1m: {
        atStart: Number(loadAtStart.toFixed(2)),
        atEnd: Number((loadavg()[0] ?? NaN).toFixed(2)),
      },
      node: process.version,
      chromium: chromiumVersion,
    },
    durationSeconds: Math.round((Date.now() - started) / 1000),
    results,
  };
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(output, null, 2)}\n`);
  heading('done');
  console.log(`results: ${relative(process.cwd(), resultsFile)} (${output.durationSeconds} s)`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
