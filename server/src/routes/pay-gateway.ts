import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { GatewayRejected, acceptCallback } from '../funds/gateway';

/**
 * The site's side of the payment gateway: `POST /pay/gateway/notify` is the callback URL a
 * provider posts to once an order is paid or failed (signed, see funds/gateway.ts; README
 * "Payment gateway"). The provider's own pages are not here: the simulated one is
 * simulators/payment-gateway/cashier.ts.
 */
export function payGatewayRoutes(app: FastifyInstance, db: Db, options: { secret: string }): void {
  app.post('/pay/gateway/notify', async (request, reply) => {
    try {
      const settled = await acceptCallback(db, options.secret, request.body);
      return reply
        .code(200)
        .header('cache-control', 'no-store')
        .send({ ok: true, status: settled.order.status, changed: settled.changed });
    } catch (error) {
      if (error instanceof GatewayRejected)
        return reply.code(400).header('cache-control', 'no-store').send({ ok: false, error: error.message });
      throw error;
    }
  });
}
