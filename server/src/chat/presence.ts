import { randomUUID } from 'node:crypto';
import type { Broker } from './broker';

const TOPIC = 'chat-presence';

interface Beat {
  proc: string;
  /** Open sockets per room on that process; empty when it stops. */
  counts: Record<string, number>;
}

/**
 * The chat's online count across processes (issue 32): each process publishes how many of its
 * sockets are in each room through the broker (Redis between processes) when that changes and
 * every `heartbeatMs`; a process that missed `staleMs` of beats (killed) no longer counts, and
 * one that stops says so at once. A count, not a list: it may lag a change by a beat.
 */
export class Presence {
  private readonly proc = randomUUID();
  private readonly others = new Map<string, { counts: Record<string, number>; at: number }>();
  private timer: NodeJS.Timeout | null = null;
  private pending: NodeJS.Timeout | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly broker: Broker,
    private readonly localCounts: () => Record<string, number>,
    private readonly options: { heartbeatMs: number; staleMs: number } = {
      heartbeatMs: 3000,
      staleMs: 10_000,
    },
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.broker.subscribe(TOPIC, (payload) => {
      const beat = JSON.parse(payload) as Beat;
      if (beat.proc === this.proc) return;
      if (Object.keys(beat.counts).length === 0) this.others.delete(beat.proc);
      else this.others.set(beat.proc, { counts: beat.counts, at: Date.now() });
    });
    this.timer = setInterval(() => void this.publish(this.localCounts()), this.options.heartbeatMs);
    this.timer.unref();
    await this.publish(this.localCounts());
  }

  /** A socket entered or left a room here: the others hear of it within ~50 ms. */
  changed(): void {
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      void this.publish(this.localCounts());
    }, 50);
    this.pending.unref();
  }

  /** Sockets in `rid` on the other processes, as last heard. */
  elsewhere(rid: string): number {
    const now = Date.now();
    let sum = 0;
    for (const [proc, seen] of this.others) {
      if (now - seen.at > this.options.staleMs) this.others.delete(proc);
      else sum += seen.counts[rid] ?? 0;
    }
    return sum;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.pending) clearTimeout(this.pending);
    this.stopListening?.();
    await this.publish({}).catch(() => undefined);
  }

  private publish(counts: Record<string, number>): Promise<void> {
    return this.broker
      .publish(TOPIC, JSON.stringify({ proc: this.proc, counts } satisfies Beat))
      .catch(() => undefined);
  }
}
