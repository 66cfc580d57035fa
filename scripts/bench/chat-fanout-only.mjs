// Runs only the chat fan-out benchmark, without building the site first (it needs no
// pages): `BENCH_CHAT_PORT=18164 [BENCH_DATABASE_URL=postgres://…] node scripts/bench/chat-fanout-only.mjs`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { report, run } from './chat-fanout.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const result = await run({ repoRoot, log: (line) => console.log(line) });
console.log(report(result));
console.log(JSON.stringify(result));
process.exit(0);
