// A second origin (another port) that serves the built remotes, the way a CDN or another
// team's server would: the e2e brand "cross" loads one remote from here.
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.SECOND_ORIGIN_PORT ?? 18081);
const types = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/health') return res.end('ok');
  // /remotes/<remote>/<version>/<file> -> <repo>/<remote>/dist/<version>/<file>
  const match = /^\/remotes\/(mf-[a-z-]+)\/([\w.-]+)\/(.+)$/.exec(url.pathname);
  const file = match ? normalize(join(repo, match[1], 'dist', match[2], match[3])) : '';
  if (!match || !file.startsWith(repo) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'Access-Control-Allow-Origin': '*' });
    return res.end('not found');
  }
  res.writeHead(200, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Access-Control-Allow-Origin': '*',
  });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`second origin on ${port}`));
