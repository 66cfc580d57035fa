import type { FastifyInstance } from 'fastify';
import { auth } from '@site/shared/contract';
import { clientOf } from '../auth/client-info';
import type { Captchas } from '../auth/captchas';
import type { AuthService } from '../auth/login';
import { route } from '../http/route';

/**
 * Sign-up, login and the captchas (issue 3). Logout and member/info stay in member.ts;
 * codes, recovery and binding are in account.ts.
 */
export function authRoutes(app: FastifyInstance, service: AuthService, captchas: Captchas): void {
  route(app, auth.register, async (input, request) =>
    service.register(input, clientOf(request), request.brand?.siteId ?? '1001'),
  );

  route(app, auth.checkName, async (input, request) => service.nameAvailable(input.name, clientOf(request)));

  route(app, auth.login, async (input, request) => service.login(input, clientOf(request)));

  route(app, auth.defaultKaptcha, async (input) => {
    const image = await captchas.issueImage(input['x-code']);
    return { image: image.image, 'x-code': image.id, expiresIn: image.expiresIn };
  });

  route(app, auth.sliderLoad, async () => captchas.loadSlider());

  route(app, auth.sliderVerify, async (input) => captchas.verifySlider(input.lot_number, input.position));

  route(app, auth.validateGeeCheck, async (input) => ({
    result: 'success' as const,
    codeId: await captchas.validatePass(input),
  }));
}
