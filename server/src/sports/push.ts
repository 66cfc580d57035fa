import { ErrorCode, sports } from '@site/shared/contract';
import { toInt, type Db } from '../db/db';
import { describeIssues } from '../http/route';
import { MSG_INTERNAL, type WsClient, type WsHub, type WsMessage } from '../ws/hub';

interface Subscription {
  sportType: sports.SportFilter;
  gameIds: Set<string> | null;
  memberId: number | null;
}

/**
 * Sockets that asked for the live odds (20001): each tick's batch goes to each of them
 * filtered by its sport and rows, as ONE message; ticket and settlement pushes go to the
 * sockets of the member whose token came with the subscription.
 */
export class SportsPush {
  private readonly subs = new Map<WsClient, Subscription>();

  constructor(
    private readonly hub: WsHub,
    private readonly db: Db,
    private readonly versionOf: () => number,
  ) {}

  install(): void {
    this.hub.on(sports.SportsMsg.SUBSCRIBE, (client, data) => this.subscribe(client, data));
    this.hub.on(sports.SportsMsg.UNSUBSCRIBE, (client) => {
      this.subs.delete(client);
      return { msgId: sports.SportsMsg.UNSUBSCRIBE, msgData: { ok: true } };
    });
  }

  private async subscribe(client: WsClient, data: unknown): Promise<WsMessage> {
    const parsed = sports.subscribeMessage.safeParse(data ?? {});
    if (!parsed.success)
      return {
        msgId: MSG_INTERNAL,
        msgData: { status_code: ErrorCode.INVALID_PARAMETER, message: describeIssues(parsed.error) },
      };
    const { sportType, gameIds, token } = parsed.data;
    let memberId: number | null = null;
    if (token && /^[0-9a-f]{64}$/.test(token)) {
      const [row] = await this.db.query<{ member_id: unknown }>(
        `SELECT member_id FROM sessions WHERE token = $1 AND revoked_at IS NULL AND expires_at > now()`,
        [token],
      );
      if (row) memberId = toInt(row.member_id);
    }
    this.subs.set(client, { sportType, gameIds: gameIds ? new Set(gameIds) : null, memberId });
    return {
      msgId: sports.SportsMsg.SUBSCRIBE,
      msgData: { ok: true, version: this.versionOf(), member: memberId !== null },
    };
  }

  private alive(): [WsClient, Subscription][] {
    for (const client of this.subs.keys()) if (!this.hub.clients.has(client)) this.subs.delete(client);
    return [...this.subs.entries()].filter(([c]) => c.socket.readyState === c.socket.OPEN);
  }

  /** One batch to every subscriber, cut down to its filter; nothing to a socket with nothing in it. */
  broadcast(batch: sports.DeltaBatch, sportOf: (gameId: string) => sports.SportType | undefined): void {
    for (const [client, sub] of this.alive()) {
      const wants = (gameId: string): boolean => {
        if (sub.gameIds && !sub.gameIds.has(gameId)) return false;
        if (sub.sportType === 'ALL') return true;
        const sport = sportOf(gameId);
        return (
          sport === undefined || sport === sub.sportType || (sub.sportType === 'FS' && gameId.includes('CH'))
        );
      };
      const cut: sports.DeltaBatch = {
        version: batch.version,
        serverTime: batch.serverTime,
        markets: batch.markets.filter((m) => wants(m.gameId)),
        scores: batch.scores.filter((s) => wants(s.gameId)),
        started: batch.started.filter(wants),
        closed: batch.closed.filter(wants),
      };
      if (cut.markets.length + cut.scores.length + cut.started.length + cut.closed.length === 0) continue;
      client.socket.send(JSON.stringify({ msgId: sports.SportsMsg.DELTA, msgData: cut }));
    }
  }

  toMember(memberId: number, msgId: number, msgData: unknown): void {
    const text = JSON.stringify({ msgId, msgData });
    for (const [client, sub] of this.alive()) if (sub.memberId === memberId) client.socket.send(text);
  }
}
