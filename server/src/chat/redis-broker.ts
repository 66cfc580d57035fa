import { Redis } from 'ioredis';
import type { Broker } from './broker';

const PREFIX = 'site:';

/**
 * Redis pub/sub (REDIS_URL): every server process publishes and subscribes on the same
 * channels, so a room's message reaches members on every process. Two connections: a
 * subscribed Redis connection can do nothing else.
 */
export class RedisBroker implements Broker {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();

  constructor(url: string, log: (error: unknown) => void = () => undefined) {
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    // No ready check on the subscriber: a SUBSCRIBE queued before the connection is up
    // would put it in subscriber mode before the check's INFO, which Redis then refuses.
    this.sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3, enableReadyCheck: false });
    // ioredis reconnects by itself; an error event without a listener would only be noise.
    this.pub.on('error', log);
    this.sub.on('error', log);
    this.sub.on('message', (channel: string, payload: string) => {
      const set = this.listeners.get(channel.slice(PREFIX.length));
      if (set) for (const listener of [...set]) listener(payload);
    });
  }

  async publish(topic: string, payload: string): Promise<void> {
    await this.pub.publish(PREFIX + topic, payload);
  }

  async subscribe(topic: string, listener: (payload: string) => void): Promise<() => void> {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
      await this.sub.subscribe(PREFIX + topic);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
