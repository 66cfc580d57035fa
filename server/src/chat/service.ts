import { ErrorCode, chat } from '@site/shared/contract';
import type { Db } from '../db/db';
import type { WsClient, WsHub, WsHandler, WsMessage } from '../ws/hub';
import type { Broker } from './broker';
import { ChatOperator } from './operator';
import { ChatRooms, RoomError, internal, parseFrame, type MatchSource } from './rooms';
import { ChatReportStore, reportMessage } from './report';
import { predictScore, sendMessage } from './send';
import { ChatScores } from './sports-feed';
import { ChatStore } from './store';
import { chatText } from '../messages/chat';

const M = chat.ChatMsg;

export interface ChatService {
  rooms: ChatRooms;
  operator: ChatOperator;
  scores: ChatScores;
  stop(): void;
}

/**
 * The chat on the site's socket: registers one handler per client message id of SPEC §4
 * on the hub (0 and 60000 are the hub's own) and listens to the broker. A handler's
 * RoomError becomes a 60000 notice; the socket always stays open.
 */
export async function startChat(options: {
  db: Db;
  hub: WsHub;
  broker: Broker;
  jwtKey: Buffer;
  matches: MatchSource | null;
}): Promise<ChatService> {
  const store = new ChatStore(options.db);
  const rooms = new ChatRooms(options.hub, store, options.broker, options.jwtKey, options.matches);
  await rooms.delivery.start();

  const guarded =
    (
      handler: (client: WsClient, data: unknown) => Promise<WsMessage | undefined> | WsMessage | undefined,
    ): WsHandler =>
    async (client, data) => {
      try {
        return await handler(client, data);
      } catch (error) {
        if (error instanceof RoomError) return internal(error.code, error.message);
        throw error;
      }
    };
  const on = (msgId: number, handler: Parameters<typeof guarded>[0]) =>
    options.hub.on(msgId, guarded(handler));

  on(M.LOGIN, (client, data) => rooms.login(client, data));
  on(M.GUEST_LOGIN, (client) => rooms.guestLogin(client));
  on(M.JOIN_ROOM, (client, data) => rooms.join(client, data));
  on(M.SEND, (client, data) => sendMessage(rooms, client, data));
  on(M.PREDICTION, (client, data) => predictScore(rooms, client, data));
  const reports = new ChatReportStore(options.db);
  on(M.REPORT, (client, data) => reportMessage(rooms, reports, client, data));
  on(M.HISTORY, async (_client, data) => ({
    msgId: M.HISTORY,
    msgData: await rooms.history(parseFrame(chat.historyFrame, data)),
  }));
  on(M.ROOM_LIST, async () => ({ msgId: M.ROOM_LIST, msgData: { rooms: await rooms.roomList() } }));
  // Server-to-client ids a client might echo by mistake: a clear answer, not "unknown msgId".
  for (const id of [
    M.MUTED,
    M.BLOCKED,
    M.ROOM_STATUS,
    M.VIP_LEVEL,
    M.JOIN_BROADCAST,
    M.ROOM_DESTROYED,
    M.SCORE,
    M.CLEAR,
    M.JOIN_UNICAST,
    M.GIFT,
    M.MESSAGE_HIDDEN,
  ])
    on(id, () => internal(ErrorCode.INVALID_PARAMETER, chatText.serverOnly(id)));

  return {
    rooms,
    operator: new ChatOperator(rooms),
    scores: new ChatScores(rooms),
    stop: () => rooms.delivery.stop(),
  };
}
