/**
 * What the server pushes to sockets goes through a broker, so that every server process
 * delivers it to its own sockets: in memory for one process (the default), Redis pub/sub
 * when `REDIS_URL` is set (redis-broker.ts).
 */
export interface Broker {
  /** Sends to every subscriber of the topic, in every process, this one included. */
  publish(topic: string, payload: string): Promise<void>;
  /** Listens to a topic; answers a function that stops listening. */
  subscribe(topic: string, listener: (payload: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** One process: a publish reaches this process's subscribers on the next microtask (as Redis would, asynchronously). */
export class MemoryBroker implements Broker {
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();

  async publish(topic: string, payload: string): Promise<void> {
    const set = this.listeners.get(topic);
    if (!set) return;
    for (const listener of [...set]) queueMicrotask(() => listener(payload));
  }

  async subscribe(topic: string, listener: (payload: string) => void): Promise<() => void> {
    const set = this.listeners.get(topic) ?? new Set();
    set.add(listener);
    this.listeners.set(topic, set);
    return () => set.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
