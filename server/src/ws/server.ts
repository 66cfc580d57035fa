import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer } from 'ws';
import { ErrorCode, defaultMessages } from '@site/shared/contract';
import type { Brands } from '../brands/brands';
import { MSG_INTERNAL, type WsClient, type WsHub } from './hub';
import { httpMessages } from '../messages/http';
import { localText, localizeSocketReply, socketLocale } from '../messages/locale';

/** Browsers cannot send headers on a socket, so the max frame size is our only body limit. */
const MAX_PAYLOAD = 64 * 1024;

/**
 * How long sockets may idle and how many one address may hold (issue 26: 2,000 sockets that
 * never logged in stayed open for ever). config.ts reads them from WS_* variables.
 */
export interface SocketPolicy {
  /** A socket that has not introduced itself (hub.ts INTRODUCTIONS) by then is closed with 4408. */
  loginDeadlineMs: number;
  /** A ws ping this often; a socket that has not answered the previous one is terminated. */
  pingIntervalMs: number;
  /** Open sockets per client address; the next handshake is refused with 429. */
  maxPerAddress: number;
}

export const DEFAULT_SOCKET_POLICY: SocketPolicy = {
  loginDeadlineMs: 30_000,
  pingIntervalMs: 30_000,
  maxPerAddress: 50,
};

/** Application close code (4000-4999): like HTTP 408, the socket did not log in in time. */
export const CLOSE_LOGIN_DEADLINE = 4408;

/**
 * The WebSocket endpoint `/ws?clientType=web&siteId=...` (SPEC §4) on the HTTP server's
 * own port. An unknown site id is refused in the handshake with 403.
 */
export function attachWebSocket(
  server: Server,
  hub: WsHub,
  brands: Brands,
  log: FastifyBaseLogger,
  policyOverrides: Partial<SocketPolicy> = {},
): WebSocketServer {
  const policy = { ...DEFAULT_SOCKET_POLICY, ...policyOverrides };
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  // The address as this server sees it, like request.ip (no proxy is trusted).
  const perAddress = new Map<string, number>();
  // Sockets that have not answered the last ping; checked and pinged again every interval.
  const awaitingPong = new WeakSet<WsClient>();
  const pinger = setInterval(() => {
    for (const client of hub.clients) {
      if (awaitingPong.has(client)) {
        hub.clients.delete(client);
        client.socket.terminate();
        continue;
      }
      awaitingPong.add(client);
      client.socket.ping();
    }
  }, policy.pingIntervalMs);
  pinger.unref();
  wss.on('close', () => clearInterval(pinger));
  // `ws` emits 'error' for any malformed frame; an 'error' without a listener throws and
  // ends the process. Every emitter a client can reach gets one: the server, the raw TCP
  // socket (before and after the handshake) and each WebSocket.
  wss.on('error', (error) => log.warn({ err: error }, 'websocket server error'));
  server.on('upgrade', (request, socket, head) => {
    socket.on('error', (error) => log.debug({ err: error }, 'websocket tcp socket error'));
    const url = new URL(request.url ?? '/', 'http://localhost');
    const siteId = url.searchParams.get('siteId') ?? '';
    const locale = socketLocale(url);
    if (url.pathname !== '/ws' || !brands.bySiteId(siteId)) {
      const status = url.pathname !== '/ws' ? '404 Not Found' : '403 Forbidden';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const address = request.socket.remoteAddress ?? '';
    const open = perAddress.get(address) ?? 0;
    if (open >= policy.maxPerAddress) {
      socket.end(
        'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nRetry-After: 60\r\nContent-Length: 0\r\n\r\n',
      );
      return;
    }
    perAddress.set(address, open + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    };
    // A handshake that fails never reaches the callback: the TCP socket's close releases it too.
    socket.once('close', release);
    wss.handleUpgrade(request, socket, head, (ws) => {
      const client: WsClient = { socket: ws, siteId, memberId: null, request, locale };
      hub.clients.add(client);
      const deadline = setTimeout(() => {
        if (!client.introduced && ws.readyState === ws.OPEN)
          ws.close(CLOSE_LOGIN_DEADLINE, localText(httpMessages.socketLoginDeadline, locale));
      }, policy.loginDeadlineMs);
      ws.on('pong', () => awaitingPong.delete(client));
      ws.on('close', () => {
        clearTimeout(deadline);
        release();
        hub.clients.delete(client);
      });
      ws.on('error', (error) => {
        // ws has already failed the connection (close code 1002/1007/1009); count and drop it.
        hub.droppedClients += 1;
        hub.clients.delete(client);
        log.warn({ err: error, siteId, dropped: hub.droppedClients }, 'websocket client dropped: bad frame');
        ws.terminate();
      });
      ws.on('message', (data, isBinary) => {
        const text = isBinary ? '' : data.toString();
        hub
          .dispatch(client, text)
          .then((reply) => {
            if (reply && ws.readyState === ws.OPEN)
              ws.send(JSON.stringify(localizeSocketReply(reply, locale)));
          })
          .catch((error: unknown) => {
            log.error({ err: error }, 'websocket handler failed');
            if (ws.readyState === ws.OPEN) {
              ws.send(
                JSON.stringify(
                  localizeSocketReply(
                    {
                      msgId: MSG_INTERNAL,
                      msgData: { status_code: 6005, message: defaultMessages[ErrorCode.SERVER_ERROR] },
                    },
                    locale,
                  ),
                ),
              );
            }
          });
      });
    });
  });
  return wss;
}
