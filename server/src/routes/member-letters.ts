import type { FastifyInstance } from 'fastify';
import { memberLetters } from '@site/shared/contract';
import type { Db } from '../db/db';
import { addFeedback, deleteFeedback, listFeedback, openFeedback, recentBets } from '../feedback/feedback';
import { memberRoute } from '../http/route';
import { deleteLetters, listLetters, readAll, readLetter } from '../letters/letters';
import type { SessionStore } from '../session/sessions';
import type { UploadStore } from '../uploads/uploads';
import { AVATAR_SET, avatarOf, setAvatar } from '../uploads/avatars';
import { uploadCleanupJob } from '../uploads/cleanup';

/** Issue 12: site letters, feedback with images, uploads and avatars. */
export function memberLetterRoutes(
  app: FastifyInstance,
  db: Db,
  sessions: SessionStore,
  uploads: UploadStore,
): void {
  // A 5 MB image is about 6.7 MB of base64: only this route may take a body that big.
  app.addHook('onRoute', (options) => {
    if (options.url === memberLetters.uploadImage.path) options.bodyLimit = 8 * 1024 * 1024;
  });

  memberRoute(app, sessions, memberLetters.letterList, async (input, m) =>
    db.tx((q) => listLetters(q, m.id, input.type, input.pageNum, input.pageSize)),
  );
  memberRoute(app, sessions, memberLetters.letterRead, async (input, m) => readLetter(db, m.id, input.id));
  memberRoute(app, sessions, memberLetters.letterDelete, async (input, m) => ({
    deleted: await db.tx((q) => deleteLetters(q, m.id, input.ids)),
  }));
  memberRoute(app, sessions, memberLetters.letterOnekeyRead, async (input, m) => ({
    read: await db.tx((q) => readAll(q, m.id, input.type)),
  }));

  memberRoute(app, sessions, memberLetters.uploadImage, async (input, m) =>
    uploads.save(db, m.id, input.data),
  );
  memberRoute(app, sessions, memberLetters.getImage, async (input, m) => {
    const { mime, bytes } = await uploads.load(db, m.id, input.id);
    return { mime, data: bytes.toString('base64') };
  });

  memberRoute(app, sessions, memberLetters.addFeedBack, async (input, m) => ({
    id: await db.tx((q) => addFeedback(q, uploads, m.id, input)),
  }));
  memberRoute(app, sessions, memberLetters.getFeedBackList, async (input, m) =>
    listFeedback(db, m.id, input.pageNum, input.pageSize),
  );
  memberRoute(app, sessions, memberLetters.getFeedbackInfo, async (input, m) =>
    db.tx((q) => openFeedback(q, m.id, input.id)),
  );
  memberRoute(app, sessions, memberLetters.delFeedback, async (input, m) => {
    await deleteFeedback(db, m.id, input.id);
    return { deleted: true };
  });
  memberRoute(app, sessions, memberLetters.queryMemberBetList, async (_input, m) => recentBets(db, m.id));

  // An avatar in use as an image URL (memberLetters.avatarImageUrl): its own type, never sniffed
  // or run as a document, cached by the browser only (the id changes with every upload).
  app.get<{ Params: { id: string } }>('/media/avatars/:id', async (request, reply) => {
    const image = await uploads.loadAvatar(db, request.params.id);
    if (!image) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .type(image.mime)
      .send(image.bytes);
  });

  memberRoute(app, sessions, memberLetters.avatarList, async (_input, m) => ({
    current: await avatarOf(db, m.id),
    list: AVATAR_SET,
  }));
  memberRoute(app, sessions, memberLetters.addAvatar, async (input, m) => ({
    current: await db.tx((q) => setAvatar(q, uploads, m.id, input.avatar)),
  }));

  app.jobs.add(uploadCleanupJob(db, uploads.dir));
}
