import type { FastifyInstance } from 'fastify';
import { Captchas, type CaptchaMode } from '../auth/captchas';
import { Codes } from '../auth/codes';
import { AuthService } from '../auth/login';
import { loadSecrets } from '../auth/secrets';
import type { Db } from '../db/db';
import type { SessionStore } from '../session/sessions';
import { accountBindRoutes } from './account-bind';
import { accountCodeRoutes } from './account-codes';
import { authRoutes } from './auth';
import { devMessages } from '../messages/dev';

/** Everything of issue 3 (accounts): login, register, captchas, codes, recovery, binding. */
export async function accountRoutes(
  app: FastifyInstance,
  db: Db,
  sessions: SessionStore,
  options: { captchaMode: CaptchaMode; devTools: boolean; codeSendCaptcha: boolean },
): Promise<Codes> {
  const secrets = await loadSecrets(db);
  const captchas = new Captchas(db, secrets.captcha, options.captchaMode);
  const codes = new Codes(db, secrets.codes);
  authRoutes(app, new AuthService(db, sessions, captchas, codes), captchas);
  accountCodeRoutes(app, db, sessions, codes, captchas, { codeSendCaptcha: options.codeSendCaptcha });
  accountBindRoutes(app, db, sessions, codes, secrets.jwt);
  if (options.devTools) {
    // Dev tools: the answer of a captcha, so automated tests can solve one in real mode.
    app.get<{ Params: { id: string } }>('/dev/captcha/:id', async (request, reply) => {
      const found = await captchas.answerOf(request.params.id);
      return found ?? reply.code(404).send({ error: devMessages.codeNotFound });
    });
  }
  return codes;
}
