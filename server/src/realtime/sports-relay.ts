import type { sports } from '@site/shared/contract';
import type { Broker } from '../chat/broker';
import type { SportsPush } from '../sports/push';

const TOPIC = 'sports';

/** What crosses the broker: one tick's batch (with each game's sport), or one member's push. */
type Envelope =
  | { kind: 'batch'; batch: sports.DeltaBatch; sportOf: Record<string, sports.SportType> }
  | { kind: 'member'; memberId: number; msgId: number; msgData: unknown };

/**
 * The sportsbook's pushes (20002 live odds, 20003 ticket, 20005 settlement) go out through
 * the broker, so a member whose socket is on another server process gets them too. Only
 * the leader process makes them (leader.ts); every process, the leader included, delivers
 * what arrives to its own subscribed sockets with the push's original local methods.
 *
 * The sportsbook keeps its own SportsPush; this relay re-points its two sending methods,
 * so the sportsbook needs no knowledge of processes.
 */
export async function relaySportsPush(push: SportsPush, broker: Broker): Promise<() => void> {
  const localBroadcast = push.broadcast.bind(push);
  const localToMember = push.toMember.bind(push);

  const stop = await broker.subscribe(TOPIC, (payload) => {
    const envelope = JSON.parse(payload) as Envelope;
    if (envelope.kind === 'batch') localBroadcast(envelope.batch, (id) => envelope.sportOf[id]);
    else localToMember(envelope.memberId, envelope.msgId, envelope.msgData);
  });

  const publish = (envelope: Envelope): void => {
    // A push that cannot reach Redis is lost like a dropped socket frame: the client's
    // snapshot call and the records pages are the source of truth, not the push.
    broker.publish(TOPIC, JSON.stringify(envelope)).catch(() => undefined);
  };

  push.broadcast = (batch, sportOf) => {
    const sportMap: Record<string, sports.SportType> = {};
    const ids = [
      ...batch.markets.map((m) => m.gameId),
      ...batch.scores.map((s) => s.gameId),
      ...batch.started,
      ...batch.closed,
    ];
    for (const id of ids) {
      const sport = sportOf(id);
      if (sport) sportMap[id] = sport;
    }
    publish({ kind: 'batch', batch, sportOf: sportMap });
  };
  push.toMember = (memberId, msgId, msgData) => publish({ kind: 'member', memberId, msgId, msgData });

  return () => {
    stop();
    push.broadcast = localBroadcast;
    push.toMember = localToMember;
  };
}
