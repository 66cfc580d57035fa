import { BehaviorSubject, type Subscription } from 'rxjs';
import { chat } from '@site/shared/contract';
import { ReconnectingSocket, type Frame, type SocketLike } from '@site/shared/socket';
import { initialChatState, reduceFrame, type ChatState } from './chat-state';

const M = chat.ChatMsg;

export interface ChatClientOptions {
  url: string;
  create?: (url: string) => SocketLike;
  /** The member's chat login body (member/jwt), or null for a guest. */
  memberLogin: () => Promise<{ token: string; body: string } | null>;
  /** Log in again whenever the session token changes (default true). */
  followToken?: boolean;
  now?: () => number;
}

/** The server's answer to a report (10020), or a local one when no answer came. */
export interface ReportResult {
  ok: boolean;
  already: boolean;
  message: string;
}
/** How long a report waits for the server's answer before it says the link failed. */
export const REPORT_TIMEOUT_MS = 10_000;

export type SendResult = 'sent' | 'empty' | 'login' | 'muted' | 'wait' | 'no-room';

/**
 * The chat as the widget sees it: the link (the shared ReconnectingSocket) plus the state every server
 * frame folds into (chat-state.ts). On every login answer it (re)joins the current room
 * from the last message it has, so a reconnect shows what was missed, not a gap.
 */
export class ChatClient {
  readonly state$ = new BehaviorSubject<ChatState>(initialChatState);
  private readonly socket: ReconnectingSocket;
  private readonly subs: Subscription[] = [];
  private seq = 0;
  private readonly reports = new Map<number, (result: ReportResult) => void>();
  private readonly now: () => number;

  constructor(private readonly options: ChatClientOptions) {
    this.now = options.now ?? Date.now;
    // The site's reconnecting socket; a log in or out drops the link, which logs in again as
    // the new identity (followToken).
    this.socket = new ReconnectingSocket({
      url: options.url,
      ...(options.create ? { create: options.create } : {}),
      followToken: options.followToken ?? true,
      hello: async () => {
        const jwt = await options.memberLogin();
        return jwt ? { msgId: M.LOGIN, msgData: jwt } : { msgId: M.GUEST_LOGIN, msgData: {} };
      },
    });
  }

  get state(): ChatState {
    return this.state$.value;
  }

  private set(next: Partial<ChatState>): void {
    this.state$.next({ ...this.state$.value, ...next });
  }

  start(): void {
    this.subs.push(this.socket.state$.subscribe((link) => this.set({ link })));
    this.subs.push(this.socket.frames$.subscribe((frame) => this.receive(frame)));
    this.socket.start();
  }

  stop(): void {
    for (const s of this.subs.splice(0)) s.unsubscribe();
    this.socket.stop();
  }

  receive(frame: Frame): void {
    const before = this.state$.value;
    const next = reduceFrame(before, frame, this.now());
    if (next !== before) this.state$.next(next);
    if (frame.msgId === M.REPORT) this.settleReport(frame.msgData);
    if (frame.msgId === M.LOGIN && next.me) {
      this.socket.send({ msgId: M.ROOM_LIST, msgData: {} });
      if (next.roomId) this.sendJoin(next.roomId, next.messages.at(-1)?.id);
    }
  }

  private sendJoin(rid: string, afterId?: number): void {
    this.socket.send({ msgId: M.JOIN_ROOM, msgData: afterId ? { rid, afterId } : { rid } });
  }

  join(rid: string): void {
    // Joined, or on its way (the widget's first room and a held `open_chat` for the same room
    // arrive together): one join. A reconnect sends the join again by itself.
    if (rid === this.state.roomId && (this.state.room || this.state.joining)) return;
    this.set({
      roomId: rid,
      room: null,
      messages: [],
      hasMore: false,
      joining: true,
      notice: null,
      waitUntil: null,
      myPrediction: null,
    });
    this.sendJoin(rid);
  }

  /** SPEC §5: trimmed, empty not sent. Guests are told to log in where they may not speak. */
  send(text: string): SendResult {
    const s = this.state;
    const msg = text.trim();
    if (!msg) return 'empty';
    if (!s.roomId || !s.room) return 'no-room';
    if (!s.me || (s.me.guest && !s.room.guestsMaySpeak)) return 'login';
    const now = this.now();
    if (s.mutedUntil && s.mutedUntil > now) return 'muted';
    if (s.waitUntil && s.waitUntil > now) return 'wait';
    this.seq += 1;
    this.socket.send({ msgId: M.SEND, msgData: { rid: s.roomId, msg, clientId: `c${this.seq}` } });
    if (s.room.slowModeSeconds > 0) this.set({ waitUntil: now + s.room.slowModeSeconds * 1000 });
    return 'sent';
  }

  loadOlder(): void {
    const s = this.state;
    if (!s.roomId || !s.hasMore || s.loadingHistory) return;
    const oldest = s.messages[0];
    this.set({ loadingHistory: true });
    this.socket.send({
      msgId: M.HISTORY,
      msgData: oldest ? { rid: s.roomId, beforeId: oldest.id } : { rid: s.roomId },
    });
  }

  predict(home: number, away: number): void {
    if (this.state.roomId)
      this.socket.send({ msgId: M.PREDICTION, msgData: { rid: this.state.roomId, home, away } });
  }

  /**
   * 10020: reports another player's message; resolves with the server's answer (stored, already
   * reported, too often, …) or, after REPORT_TIMEOUT_MS without one, with `timeoutText`.
   */
  report(
    messageId: number,
    reason: chat.ReportReason,
    note: string,
    timeoutText: string,
  ): Promise<ReportResult> {
    const rid = this.state.roomId;
    if (!rid) return Promise.resolve({ ok: false, already: false, message: timeoutText });
    this.reports.get(messageId)?.({ ok: false, already: false, message: timeoutText });
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.reports.delete(messageId);
        resolve({ ok: false, already: false, message: timeoutText });
      }, REPORT_TIMEOUT_MS);
      this.reports.set(messageId, (result) => {
        clearTimeout(timer);
        this.reports.delete(messageId);
        resolve(result);
      });
      const trimmed = note.trim();
      this.socket.send({
        msgId: M.REPORT,
        msgData: { rid, messageId, reason, ...(trimmed ? { note: trimmed } : {}) },
      });
    });
  }

  private settleReport(data: unknown): void {
    const d = (data ?? {}) as { messageId?: unknown; ok?: unknown; already?: unknown; message?: unknown };
    if (typeof d.messageId !== 'number') return;
    this.reports.get(d.messageId)?.({
      ok: d.ok === true,
      already: d.already === true,
      message: String(d.message ?? ''),
    });
  }

  setOpen(open: boolean): void {
    this.set(open ? { open, unread: 0 } : { open });
  }

  dismissNotice(): void {
    this.set({ notice: null });
  }
}
