import { ErrorCode, chat } from '@site/shared/contract';
import type { WsClient, WsMessage } from '../ws/hub';
import { chatText } from '../messages/chat';
import { RATE_LIMIT, secondsToWait, textProblem } from './moderation';
import { RoomError, parseFrame, type ChatRooms } from './rooms';

const M = chat.ChatMsg;

function refused(
  rid: string,
  message: string,
  extra: { clientId?: string | undefined; waitSeconds?: number } = {},
): WsMessage {
  const msgData: Record<string, unknown> = { rid, message };
  if (extra.clientId) msgData.clientId = extra.clientId;
  if (extra.waitSeconds) msgData.waitSeconds = extra.waitSeconds;
  return { msgId: M.BLOCKED, msgData };
}

/**
 * 10003: a text to the sender's room. Every refusal answers the sender with its Chinese
 * reason (10004 muted, 10005 anything else): nothing is dropped silently. A message that
 * passes is stored first and then fanned out, the sender included (its clientId echoed).
 */
export async function sendMessage(
  rooms: ChatRooms,
  client: WsClient,
  data: unknown,
  now = Date.now(),
): Promise<WsMessage | undefined> {
  const who = await rooms.identity(client);
  const input = parseFrame(chat.sendFrame, data);
  const { rid, clientId } = input;
  const text = input.msg.trim();
  if (!rooms.delivery.isIn(client, rid)) throw new RoomError(ErrorCode.INVALID_PARAMETER, chatText.notInRoom);
  const room = await rooms.store.room(rid);
  if (!room) return refused(rid, chatText.roomMissing, { clientId });
  if (who.guest && !room.guestsMaySpeak) return refused(rid, chatText.guestMayNotSpeak, { clientId });
  if (room.status === 'closed') return refused(rid, chatText.roomClosed, { clientId });
  let vipGrade = who.vipGrade;
  if (who.memberId !== null) {
    // The grade may have changed since login (an upgrade): read it at the moment of speaking.
    vipGrade = (await rooms.store.member(who.memberId))?.vipGrade ?? vipGrade;
    who.vipGrade = vipGrade;
    const mute = await rooms.store.activeMute(who.memberId, rid);
    if (mute) return rooms.muteNotice(rid, mute.until, mute.reason, clientId);
  }
  if (vipGrade < room.vipLevel) return refused(rid, chatText.vipLevel(room.vipLevel), { clientId });
  const problem = textProblem(text, await rooms.store.blockedWords(now));
  if (problem) return refused(rid, problem, { clientId });
  const key = { memberId: who.memberId, name: who.name };
  const slow = secondsToWait(await rooms.store.lastSpokeAt(key, rid), room.slowModeSeconds, now);
  if (slow > 0) return refused(rid, chatText.slowMode(slow), { clientId, waitSeconds: slow });
  // The rate is taken and the message stored in one statement (store.ts insertRateLimited):
  // a count read first and an insert after let parallel frames of one member all pass.
  const message = await rooms.store.insertRateLimited(
    { rid, kind: 'text', memberId: who.memberId, guest: who.guest, name: who.name, vipGrade, body: text },
    RATE_LIMIT,
  );
  if (!message) {
    const oldest = await rooms.store.oldestSendInWindow(key, RATE_LIMIT.windowSeconds);
    // Refused, so the window was full a moment ago: say at least 1 s.
    const rate = Math.max(1, secondsToWait(oldest, RATE_LIMIT.windowSeconds, now));
    return refused(rid, chatText.rateLimit(rate), { clientId, waitSeconds: rate });
  }
  await rooms.delivery.toRoom(rid, {
    msgId: M.SEND,
    msgData: { rid, message, ...(clientId ? { clientId } : {}) },
  });
  return undefined;
}

/** 10018 from a member: one score prediction per match, while the match is on. */
export async function predictScore(
  rooms: ChatRooms,
  client: WsClient,
  data: unknown,
): Promise<WsMessage | undefined> {
  const who = await rooms.identity(client);
  const { rid, home, away } = parseFrame(chat.predictFrame, data);
  if (who.memberId === null) return refused(rid, chatText.guestMayNotSpeak);
  if (!rooms.delivery.isIn(client, rid)) throw new RoomError(ErrorCode.INVALID_PARAMETER, chatText.notInRoom);
  const room = await rooms.store.room(rid);
  if (!room?.gameId) return refused(rid, chatText.notMatchRoom);
  const match = rooms.matches?.match(room.gameId);
  if (!match || match.ended) return refused(rid, chatText.matchOver);
  if (!(await rooms.store.predict(rid, room.gameId, who.memberId, home, away)))
    return refused(rid, chatText.alreadyPredicted);
  const message = await rooms.store.insert({
    rid,
    kind: 'prediction',
    memberId: who.memberId,
    guest: false,
    name: who.name,
    vipGrade: who.vipGrade,
    body: chatText.predictionMade(who.name, home, away),
    extra: { gameId: room.gameId, home, away, status: 'pending', homeName: match.home, awayName: match.away },
  });
  await rooms.delivery.toRoom(rid, { msgId: M.PREDICTION, msgData: { rid, message } });
  return undefined;
}
