import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode, chat } from '@site/shared/contract';
import { ApiError } from '../http/api-error';
import { describeIssues, route } from '../http/route';
import { RoomError } from '../chat/rooms';
import type { ChatService } from '../chat/service';
import { chatText } from '../messages/chat';

/** POST /stream/api/v1/history (SPEC §7): the 10011 page over HTTP, guests included (reading is public). */
export function chatRoutes(app: FastifyInstance, service: ChatService): void {
  route(app, chat.history, async (input) => {
    try {
      return await service.rooms.history(input);
    } catch (error) {
      if (error instanceof RoomError)
        throw new ApiError(
          error.code === ErrorCode.NOT_FOUND ? ErrorCode.NOT_FOUND : ErrorCode.INVALID_PARAMETER,
          error.message,
        );
      throw error;
    }
  });
}

const rid = chat.roomId;
const member = z.union([
  z.object({ userId: z.coerce.number().int().positive() }),
  z.object({ name: z.string().min(1) }),
]);
const devBodies = {
  mute: z.intersection(
    member,
    z.object({
      rid: rid.nullable().optional(),
      minutes: z.number().int().min(1).max(525600).default(10),
      reason: z.string().max(60).optional(),
    }),
  ),
  unmute: member,
  drop: member,
  clear: z.object({ rid }),
  destroy: z.object({ rid }),
  open: z.object({ rid, name: z.string().min(1).max(20) }),
  level: z.object({ rid, vipLevel: z.number().int().min(0).max(10) }),
  room: z.object({
    rid,
    status: z.enum(['open', 'closed']).optional(),
    slowModeSeconds: z.number().int().min(0).max(3600).optional(),
    guestsMaySpeak: z.boolean().optional(),
  }),
  gift: z.object({
    rid,
    from: z.string().min(1).max(20),
    gift: z.string().min(1).max(20),
    count: z.number().int().min(1).max(999).default(1),
  }),
  notice: z.object({ message: z.string().min(1).max(200) }),
  word: z.object({ word: z.string().min(1).max(20) }),
} as const;

/**
 * Operator actions for tests and the local demo (DEV_TOOLS=1 only): POST /dev/chat/<action>.
 * Plain JSON like the other dev tools; a member is named by userId or name.
 */
export function chatDevRoutes(app: FastifyInstance, service: ChatService): void {
  const op = service.operator;
  const memberId = async (m: z.output<typeof member>): Promise<number> => {
    const id = 'userId' in m ? m.userId : await service.rooms.store.memberByName(m.name);
    if (!id) throw new ApiError(ErrorCode.NOT_FOUND, chatText.memberGone);
    return id;
  };
  const actions: {
    [K in keyof typeof devBodies]: (body: z.output<(typeof devBodies)[K]>) => Promise<unknown>;
  } = {
    mute: async (b) => ({ until: await op.mute(await memberId(b), b.rid ?? null, b.minutes, b.reason) }),
    unmute: async (b) => op.unmute(await memberId(b)),
    drop: async (b) => op.drop(await memberId(b)),
    clear: async (b) => ({ done: await op.clear(b.rid) }),
    destroy: async (b) => ({ done: await op.destroy(b.rid) }),
    open: async (b) => op.openRoom(b.rid, b.name),
    level: async (b) => ({ done: await op.setVipLevel(b.rid, b.vipLevel) }),
    room: async ({ rid: id, ...change }) => ({
      done: await op.setRoom(id, {
        ...(change.status ? { status: change.status } : {}),
        ...(change.slowModeSeconds !== undefined ? { slowModeSeconds: change.slowModeSeconds } : {}),
        ...(change.guestsMaySpeak !== undefined ? { guestsMaySpeak: change.guestsMaySpeak } : {}),
      }),
    }),
    gift: async (b) => ({ done: await op.gift(b.rid, b.from, b.gift, b.count) }),
    notice: async (b) => op.notice(b.message),
    word: async (b) => op.blockWord(b.word),
  };
  for (const name of Object.keys(devBodies) as (keyof typeof devBodies)[]) {
    app.post(`/dev/chat/${name}`, async (request, reply) => {
      const parsed = devBodies[name].safeParse(request.body ?? {});
      if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
      try {
        const run = actions[name] as (body: unknown) => Promise<unknown>;
        return { ok: true, ...((await run(parsed.data)) ?? {}) };
      } catch (error) {
        if (error instanceof ApiError) return reply.code(404).send({ error: error.message });
        throw error;
      }
    });
  }
}
