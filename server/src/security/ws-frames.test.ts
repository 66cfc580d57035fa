import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { Header, member } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';

/**
 * Malformed WebSocket frames sent over a raw TCP socket (no client library to tidy them up):
 * each must only drop that client, never the process.
 */
let t: TestApp;
let port = 0;
before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  assert.ok(address && typeof address === 'object');
  port = address.port;
});
after(async () => {
  await t.stop();
});

/** Opens a raw socket and completes the RFC 6455 handshake by hand. */
async function handshake(): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    [
      'GET /ws?clientType=web&siteId=1001 HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      'Sec-WebSocket-Version: 13',
      '',
      '',
    ].join('\r\n'),
  );
  const head = await new Promise<string>((resolve) =>
    socket.once('data', (d: Buffer) => resolve(d.toString('latin1'))),
  );
  assert.match(head, /^HTTP\/1\.1 101/);
  return socket;
}

function masked(first: number, payload: Buffer, declared = payload.length): Buffer {
  const key = randomBytes(4);
  const body = Buffer.from(payload.map((b, i) => b ^ (key[i % 4] ?? 0)));
  let len: Buffer;
  if (declared < 126) len = Buffer.from([0x80 | declared]);
  else if (declared < 65536) len = Buffer.from([0x80 | 126, declared >> 8, declared & 0xff]);
  else {
    len = Buffer.alloc(9);
    len[0] = 0x80 | 127;
    len.writeBigUInt64BE(BigInt(declared), 1);
  }
  return Buffer.concat([Buffer.from([first]), len, key, body]);
}

const FRAMES: Record<string, Buffer> = {
  'a text frame declaring 70,000 bytes': masked(0x81, Buffer.alloc(64, 0x61), 70_000),
  'invalid UTF-8': masked(0x81, Buffer.from([0xff, 0xfe, 0xc3, 0x28])),
  'an unmasked frame': Buffer.from([0x81, 0x02, 0x68, 0x69]),
  'opcode 3 (reserved)': masked(0x83, Buffer.from('hi')),
  'RSV1 set without compression': masked(0xc1, Buffer.from('hi')),
};

/** Resolves when the server closes the socket (it must, and quickly). */
function closed(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) resolve();
    socket.once('close', () => resolve());
    socket.resume();
  });
}

describe('malformed websocket frames', () => {
  it('drops and counts each bad client, then still serves HTTP and new sockets', async () => {
    const before = t.hub.droppedClients;
    for (const [name, frame] of Object.entries(FRAMES)) {
      const socket = await handshake();
      socket.write(frame);
      await closed(socket);
      assert.ok(t.hub.droppedClients > before, `${name}: not counted`);
    }
    assert.equal(t.hub.droppedClients - before, Object.keys(FRAMES).length);
    assert.equal(t.hub.clients.size, 0);

    // The process is alive: a member call over real HTTP answers.
    const { token, name } = await t.devMember();
    const res = await fetch(`http://127.0.0.1:${port}${member.memberInfo.path}`, {
      method: 'POST',
      headers: {
        [Header.siteId]: '1001',
        [Header.timestamp]: String(Date.now()),
        [Header.token]: token,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    assert.equal(res.status, 200);
    const body = (await res.json()) as { status_code: number; data: { name: string } };
    assert.equal(body.status_code, 6000);
    assert.equal(body.data.name, name);

    // And a well-behaved client still connects and gets its heartbeat.
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?clientType=web&siteId=1001`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ msgId: 0 }));
    const reply = await new Promise<string>((resolve) =>
      ws.once('message', (d: Buffer) => resolve(d.toString())),
    );
    assert.deepEqual(JSON.parse(reply), { msgId: 0 });
    // A NUL or lone surrogate inside a well-formed message: 6007, and the socket stays.
    for (const bad of ['a\u0000b', 'x\ud800']) {
      ws.send(JSON.stringify({ msgId: 0, msgData: { text: bad } }));
      const notice = await new Promise<string>((resolve) =>
        ws.once('message', (d: Buffer) => resolve(d.toString())),
      );
      assert.deepEqual(JSON.parse(notice), {
        msgId: 60000,
        msgData: { status_code: 6007, message: '消息含有非法字符（空字符或无效的 Unicode 字符）' },
      });
    }
    assert.equal(ws.readyState, WebSocket.OPEN);
    ws.close();
  });
});
