import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import {
  ErrorCode,
  TOO_DEEP_MESSAGE,
  chat,
  sports,
  UNSAFE_TEXT_MESSAGE,
  findUnsafeText,
  isNestedDeeperThan,
} from '@site/shared/contract';
import { httpMessages } from '../messages/http';
import type { Locale } from '@site/shared/i18n';

/** SPEC §4 message ids the hub itself answers: heartbeat and internal notification. */
export const MSG_HEARTBEAT = 0;
export const MSG_INTERNAL = 60000;

export interface WsMessage {
  msgId: number;
  msgData?: unknown;
}

export interface WsClient {
  socket: WebSocket;
  siteId: string;
  /** Set by a login handler (chat) once the client has identified itself. */
  memberId: number | null;
  request: IncomingMessage;
  /** The language the client asked for in the handshake (`language=zh-TW`): server texts follow it. */
  locale?: Locale;
  /** Set once the socket has said what it is for (INTRODUCTIONS); server.ts closes those that never do. */
  introduced?: boolean;
}

/**
 * The frames by which a socket says what it is for, answered `ok: true`: a chat member or guest
 * login, or the sportsbook's live-odds subscription (that socket never logs in to the chat).
 * A socket that sends none of them before the login deadline is closed (issue 26: idle
 * anonymous sockets stayed open for ever).
 */
const INTRODUCTIONS = new Set<number>([
  chat.ChatMsg.LOGIN,
  chat.ChatMsg.GUEST_LOGIN,
  sports.SportsMsg.SUBSCRIBE,
]);

/** Answers a message: the reply to send back, or undefined for none. */
export type WsHandler = (
  client: WsClient,
  msgData: unknown,
) => Promise<WsMessage | undefined> | WsMessage | undefined;

/**
 * The socket's message router: later features (chat, live odds) register a handler per
 * msgId. Bad input never closes the socket; it gets a 60000 notice with 6007.
 */
export class WsHub {
  private readonly handlers = new Map<number, WsHandler>();
  readonly clients = new Set<WsClient>();
  /** Sockets dropped for breaking the protocol (oversized, bad UTF-8, unmasked, bad opcode or RSV bits). */
  droppedClients = 0;

  constructor() {
    this.on(MSG_HEARTBEAT, () => ({ msgId: MSG_HEARTBEAT }));
  }

  on(msgId: number, handler: WsHandler): void {
    this.handlers.set(msgId, handler);
  }

  broadcast(message: WsMessage, filter: (client: WsClient) => boolean = () => true): void {
    const text = JSON.stringify(message);
    for (const client of this.clients)
      if (filter(client) && client.socket.readyState === client.socket.OPEN) client.socket.send(text);
  }

  async dispatch(client: WsClient, raw: string): Promise<WsMessage | undefined> {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return invalid(httpMessages.socketNotJson);
    }
    if (!message || typeof message !== 'object' || typeof (message as WsMessage).msgId !== 'number') {
      return invalid(httpMessages.socketNoMsgId);
    }
    // The HTTP API's rules: nesting first (nothing walks a frame nested thousands deep), then
    // the string rule: nothing a handler stores may hold a NUL or lone surrogate.
    if (isNestedDeeperThan(message)) return invalid(httpMessages.socketUnsafe(TOO_DEEP_MESSAGE));
    if (findUnsafeText(message) !== null) return invalid(httpMessages.socketUnsafe(UNSAFE_TEXT_MESSAGE));
    const { msgId, msgData } = message as WsMessage;
    const handler = this.handlers.get(msgId);
    if (!handler) return invalid(httpMessages.socketUnknownMsgId(msgId));
    const reply = await handler(client, msgData);
    if (INTRODUCTIONS.has(msgId) && (reply?.msgData as { ok?: unknown } | undefined)?.ok === true)
      client.introduced = true;
    return reply;
  }
}

function invalid(message: string): WsMessage {
  return { msgId: MSG_INTERNAL, msgData: { status_code: ErrorCode.INVALID_PARAMETER, message } };
}
