import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer } from 'ws';
import { ErrorCode, defaultMessages } from '@site/shared/contract';
import type { Brands } from '../brands/brands';
import { MSG_INTERNAL, type WsClient, type WsHub } from './hub';
import { localizeSocketReply, socketLocale } from '../messages/locale';

/** Browsers cannot send headers on a socket, so the max frame size is our only body limit. */
const MAX_PAYLOAD = 64 * 1024;

/**
 * The WebSocket endpoint `/ws?clientType=web&siteId=...` (SPEC §4) on the HTTP server's
 * own port. An unknown site id is refused in the handshake with 403.
 */
export function attachWebSocket(
  server: Server,
  hub: WsHub,
  brands: Brands,
  log: FastifyBaseLogger,
): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
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
    wss.handleUpgrade(request, socket, head, (ws) => {
      const client: WsClient = { socket: ws, siteId, memberId: null, request, locale };
      hub.clients.add(client);
      ws.on('close', () => hub.clients.delete(client));
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
