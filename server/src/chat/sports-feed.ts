import { chat } from '@site/shared/contract';
import { chatText } from '../messages/chat';
import type { ChatRooms } from './rooms';

const M = chat.ChatMsg;

/** A score line as the sportsbook's batch carries it. */
export interface ScoreLine {
  gameId: string;
  home: number;
  away: number;
}

/**
 * The sportsbook feed into match rooms: a goal becomes a 10014 score card, the end of a
 * match a final card and the settled predictions (10018). Only goals make a card, not
 * the clock ticks of every batch; the first score seen of a match is only remembered (a
 * restart must not post every match's score again).
 */
export class ChatScores {
  private readonly last = new Map<string, string>();

  constructor(private readonly rooms: ChatRooms) {}

  async scores(lines: readonly ScoreLine[]): Promise<void> {
    for (const line of lines) {
      const key = `${line.home}:${line.away}`;
      const seen = this.last.get(line.gameId);
      this.last.set(line.gameId, key);
      if (seen === undefined || seen === key) continue;
      await this.card(line, false);
    }
  }

  async finished(line: ScoreLine): Promise<void> {
    this.last.delete(line.gameId);
    const rid = await this.card(line, true);
    if (!rid) return;
    for (const p of await this.rooms.store.settlePredictions(line.gameId, line.home, line.away)) {
      const message = await this.rooms.store.insert({
        rid: p.room_id,
        kind: 'prediction',
        memberId: p.memberId,
        guest: false,
        name: p.name,
        vipGrade: p.vip_grade,
        body:
          p.status === 'won'
            ? chatText.predictionWon(p.name, p.home, p.away)
            : chatText.predictionLost(p.name, p.home, p.away),
        extra: {
          gameId: line.gameId,
          home: p.home,
          away: p.away,
          status: p.status,
          final: `${line.home}:${line.away}`,
        },
      });
      await this.rooms.delivery.toRoom(p.room_id, {
        msgId: M.PREDICTION,
        msgData: { rid: p.room_id, message },
      });
    }
  }

  /** The card in the match's room, when the match has one: its room id, or null. */
  private async card(line: ScoreLine, final: boolean): Promise<string | null> {
    const rid = `match-${line.gameId}`;
    const room = await this.rooms.store.room(rid);
    if (!room) return null;
    const match = this.rooms.matches?.match(line.gameId);
    const [homeName, awayName] = room.name.split(' vs ');
    const home = match?.home ?? homeName ?? '';
    const away = match?.away ?? awayName ?? '';
    const message = await this.rooms.store.insert({
      rid,
      kind: 'score',
      memberId: null,
      guest: false,
      name: '',
      vipGrade: 0,
      body: (final ? chatText.finalScore : chatText.score)(home, away, line.home, line.away),
      extra: { gameId: line.gameId, home: line.home, away: line.away, homeName: home, awayName: away, final },
    });
    await this.rooms.delivery.toRoom(rid, { msgId: M.SCORE, msgData: { rid, message } });
    return rid;
  }
}
