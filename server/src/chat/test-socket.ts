import WebSocket from 'ws';

export interface Frame {
  msgId: number;
  msgData?: Record<string, unknown> & { [key: string]: unknown };
}

/**
 * A test socket that keeps every frame it receives, so a test can wait for "the next
 * 10003" without racing the pushes that arrive in between.
 */
export class TestSocket {
  readonly frames: Frame[] = [];
  private waiters: (() => void)[] = [];
  closedWith: number | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', (code) => {
      this.closedWith = code;
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static open(url: string): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(new TestSocket(ws)));
      ws.once('error', reject);
    });
  }

  send(msgId: number, msgData?: unknown): void {
    this.ws.send(JSON.stringify(msgData === undefined ? { msgId } : { msgId, msgData }));
  }

  /** Waits for (and takes) the first frame with this id that matches; fails after `ms`. */
  async next(msgId: number, match: (f: Frame) => boolean = () => true, ms = 3000): Promise<Frame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = this.frames.findIndex((f) => f.msgId === msgId && match(f));
      if (i >= 0) return this.frames.splice(i, 1)[0] as Frame;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `no frame ${msgId} within ${ms} ms; got ${JSON.stringify(this.frames.map((f) => f.msgId))}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends and waits for the answer with `replyId`. */
  async ask(msgId: number, msgData: unknown, replyId = msgId): Promise<Frame> {
    this.send(msgId, msgData);
    return this.next(replyId);
  }

  /** True when no frame with this id arrives within `ms`. */
  async none(msgId: number, ms = 300): Promise<boolean> {
    await new Promise((r) => setTimeout(r, ms));
    return !this.frames.some((f) => f.msgId === msgId);
  }

  close(): void {
    this.ws.close();
  }
}
