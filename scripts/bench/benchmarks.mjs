// The benchmarks run-all.mjs and compare.mjs know, by name. A benchmark is a module
// exporting `name`, `title`, `run(ctx)` (returns a JSON-able result) and `report(result)`
// (returns the printed table); add a new one here.
import * as bundleSize from './bundle-size.mjs';
import * as chatFanout from './chat-fanout.mjs';
import * as egameLobby from './egame-lobby.mjs';
import * as homeUsable from './home-usable.mjs';
import * as lcp from './lcp.mjs';
import * as loginLatency from './login-latency.mjs';
import * as navIntent from './nav-intent.mjs';
import * as oddsStorm from './odds-storm.mjs';
import * as transfers from './transfers.mjs';

/**
 * @typedef {object} Benchmark
 * @property {string} name
 * @property {string} title
 * @property {(ctx: BenchContext) => Promise<unknown>} run
 * @property {(result: never) => string} report
 */

/**
 * @typedef {object} BenchContext
 * @property {import('./lib.mjs').Browser} browser  one shared headless Chromium
 * @property {string} baseUrl                             the site, e.g. http://127.0.0.1:18090
 * @property {string} repoRoot
 * @property {(line: string) => void} log                 progress output
 */

/**
 * In the order run-all runs them: the browser timings first, before the server load
 * benchmarks (transfers starts and stops a PostgreSQL and pgbench, whose load lingers).
 * @type {Benchmark[]}
 */
export const BENCHMARKS = [
  bundleSize,
  lcp,
  homeUsable,
  navIntent,
  egameLobby,
  loginLatency,
  transfers,
  oddsStorm,
  chatFanout,
];

/**
 * The benchmarks called `names` (all of them for none); throws on an unknown name.
 * @param {string[]} names
 * @returns {Benchmark[]}
 */
export function benchmarksNamed(names) {
  const unknown = names.filter((w) => !BENCHMARKS.some((b) => b.name === w));
  if (unknown.length) {
    throw new Error(
      `unknown benchmark(s): ${unknown.join(', ')}; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`,
    );
  }
  return names.length ? BENCHMARKS.filter((b) => names.includes(b.name)) : BENCHMARKS;
}
