import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { help } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';

/**
 * Issue 26 item 5: slow clients may not hold connections open forever, and one address may
 * not hold more than its share. Short limits here; the defaults are in http/connections.ts.
 */
let t: TestApp;
let port = 0;
const LIMITS = {
  requestTimeoutMs: 1000,
  headersTimeoutMs: 600,
  idleTimeoutMs: 5000,
  keepAliveTimeoutMs: 10_000,
  maxConnectionsPerAddress: 4,
};
before(async () => {
  t = await startTestApp({ dataDir: 'memory://', httpLimits: LIMITS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  assert.ok(address && typeof address === 'object');
  port = address.port;
});
after(async () => {
  await t.stop();
});

async function open(localAddress = '127.0.0.1'): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return socket;
}

/** Milliseconds until the server closes `socket`, or null if it is still open after `withinMs`. */
function closedWithin(socket: Socket, withinMs: number): Promise<number | null> {
  const start = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), withinMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - start);
    });
    socket.resume();
  });
}

/** One complete request on a kept-alive socket; resolves with the status line. */
function request(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('latin1');
      if (seen.includes('\r\n\r\n')) {
        socket.off('data', onData);
        resolve(seen.split('\r\n')[0] ?? '');
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`closed before an answer: ${seen}`)));
    socket.write(`GET /ops/version HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  });
}

describe('slow clients are cut off', () => {
  it('a body trickling 1 byte at a time is cut off at the request timeout', async () => {
    const socket = await open();
    socket.write(
      [
        `POST ${help.articles.path} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        'X-Site-Id: 1001',
        'Content-Length: 1000000',
        '',
        '{',
      ].join('\r\n'),
    );
    const drip = setInterval(() => socket.write(' '), 100);
    const closedAfter = await closedWithin(socket, 4000);
    clearInterval(drip);
    socket.destroy();
    assert.notEqual(closedAfter, null, 'still open 4 s after a 1 s request timeout');
    assert.ok(closedAfter! < 3000, `closed after ${closedAfter} ms`);
  });

  it('headers trickling in are cut off at the headers timeout, and so is a silent socket', async () => {
    const slow = await open();
    slow.write(`GET /ops/version HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    const drip = setInterval(() => slow.write('X-Pad: a\r\n'), 100);
    const silent = await open();
    const [slowAfter, silentAfter] = await Promise.all([
      closedWithin(slow, 4000),
      closedWithin(silent, 4000),
    ]);
    clearInterval(drip);
    slow.destroy();
    silent.destroy();
    assert.notEqual(slowAfter, null, 'slow headers still open after 4 s');
    assert.notEqual(silentAfter, null, 'a silent socket still open after 4 s');
  });
});

describe('connections per address', () => {
  it('refuses the (cap+1)th connection of one address, while other addresses and freed slots still work', async () => {
    const held: Socket[] = [];
    for (let i = 0; i < LIMITS.maxConnectionsPerAddress; i++) {
      const socket = await open();
      // A finished request: the socket now idles under the keep-alive timeout.
      assert.match(await request(socket), /^HTTP\/1\.1 /);
      held.push(socket);
    }
    const extra = await open();
    const refusedAfter = await closedWithin(extra, 2000);
    assert.notEqual(refusedAfter, null, 'the connection over the cap was not refused');

    const other = await open('127.0.0.2');
    assert.match(await request(other), /^HTTP\/1\.1 /);
    other.destroy();

    // The held connections still work, and a slot freed is a slot again.
    assert.match(await request(held[0]!), /^HTTP\/1\.1 /);
    const freed = held.pop()!;
    freed.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await open();
    assert.match(await request(again), /^HTTP\/1\.1 /);
    again.destroy();
    for (const s of held) s.destroy();
  });
});
