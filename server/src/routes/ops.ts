import type { FastifyInstance } from 'fastify';
import { CONTRACT_VERSION, ops } from '@site/shared/contract';
import type { Brands } from '../brands/brands';
import { route } from '../http/route';
import type { RemoteReports } from '../ops/remote-reports';

/**
 * Operations (issue 17): the host's remote-load reports, the contract version this server
 * answers (also sent on every API response as x-contract-version), and with dev tools
 * `/dev/remotes`: per brand, the versions pinned, loaded and failing.
 */
export function opsRoutes(
  app: FastifyInstance,
  brands: Brands,
  reports: RemoteReports,
  options: { devTools: boolean },
): void {
  route(app, ops.remoteReport, async (input, request) => {
    reports.add(request.ip, input.brand, input.page, input.loads);
    return null;
  });
  app.get('/ops/version', async () => ({ contractVersion: CONTRACT_VERSION }));
  if (options.devTools) app.get('/dev/remotes', async () => reports.summary(brands.all));
}
