import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A piece of work the server repeats on its own: settle races, review VIP grades, sweep uploads… */
export interface JobSpec {
  /** Stable name, in logs and in `list()`. */
  name: string;
  everyMs: number;
  /** Run once as soon as the app is ready, then every `everyMs` (default: first run after `everyMs`). */
  atStart?: boolean;
  run: () => Promise<unknown>;
}

export interface JobState {
  name: string;
  everyMs: number;
  runs: number;
  failures: number;
  lastRunAt: number | null;
}

interface Entry {
  spec: JobSpec;
  state: JobState;
  timer: ReturnType<typeof setInterval> | null;
  running: Promise<void> | null;
}

/**
 * The server's timers in one place, started and stopped with the app (issue 27 item 3): a
 * domain adds its jobs while it registers its routes; nothing runs before `onReady`, and
 * `stop()` clears every timer and waits for runs under way, so the database is never closed
 * beneath a job. A run never overlaps the previous run of the same job; a failure is logged
 * and counted, and the job runs again on its next tick.
 */
export class Jobs {
  private readonly entries: Entry[] = [];
  private started = false;

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  add(spec: JobSpec): void {
    if (this.entries.some((e) => e.spec.name === spec.name)) throw new Error(`job ${spec.name} added twice`);
    const entry: Entry = {
      spec,
      state: { name: spec.name, everyMs: spec.everyMs, runs: 0, failures: 0, lastRunAt: null },
      timer: null,
      running: null,
    };
    this.entries.push(entry);
    if (this.started) this.schedule(entry);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const entry of this.entries) this.schedule(entry);
  }

  /** Stops every timer, then waits for the runs under way. */
  async stop(): Promise<void> {
    this.started = false;
    for (const entry of this.entries) {
      if (entry.timer) clearInterval(entry.timer);
      entry.timer = null;
    }
    await Promise.all(this.entries.map((e) => e.running));
  }

  /** Runs one job now (tests, dev tools), waiting for a run already under way first. */
  async runNow(name: string): Promise<void> {
    const entry = this.entries.find((e) => e.spec.name === name);
    if (!entry) throw new Error(`no job ${name}`);
    await entry.running;
    await this.tick(entry);
  }

  list(): JobState[] {
    return this.entries.map((e) => ({ ...e.state }));
  }

  private schedule(entry: Entry): void {
    entry.timer = setInterval(() => void this.tick(entry), entry.spec.everyMs);
    entry.timer.unref();
    if (entry.spec.atStart) void this.tick(entry);
  }

  private tick(entry: Entry): Promise<void> {
    if (entry.running) return entry.running;
    entry.state.lastRunAt = Date.now();
    entry.running = entry.spec
      .run()
      .then(
        () => {
          entry.state.runs++;
        },
        (err: unknown) => {
          entry.state.runs++;
          entry.state.failures++;
          this.log.error({ err, job: entry.spec.name }, `job ${entry.spec.name} failed`);
        },
      )
      .finally(() => {
        entry.running = null;
      });
    return entry.running;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * Gives the app its `app.jobs`, started when the app is ready. Stopping is the caller's: Fastify
 * runs onClose hooks last-added first, so buildApp stops the jobs in its own close sequence,
 * before the database they use is closed.
 */
export function installJobs(app: FastifyInstance): Jobs {
  const jobs = new Jobs(app.log);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  return jobs;
}
