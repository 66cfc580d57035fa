import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode, fenToYuanText } from '@site/shared/contract';
import type { Db } from '../db/db';
import { toInt } from '../db/db';
import { PAYMENT_TYPES } from '../funds/catalog';
import { findDeposit, type DepositRow, type GatewayResult } from '../funds/deposits';
import { GatewayRejected, acceptCallback, simulatedCallback } from '../funds/gateway';
import { GATEWAY_TEXT } from '../funds/gateway-messages';
import { ApiError } from '../http/api-error';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(order: DepositRow | null, simulator: boolean, note = ''): string {
  const actions = !simulator
    ? `<p>${GATEWAY_TEXT.simulatorOff}</p>`
    : `<form method="post" action="/pay/gateway/${order?.order_no ?? ''}/complete"><button class="ok" type="submit">${GATEWAY_TEXT.payOk}</button></form>
<form method="post" action="/pay/gateway/${order?.order_no ?? ''}/fail"><button class="no" type="submit">${GATEWAY_TEXT.payFail}</button></form>`;
  const body = order
    ? `<dl><dt>订单号</dt><dd>${escapeHtml(order.order_no)}</dd>
<dt>支付方式</dt><dd>${escapeHtml(PAYMENT_TYPES.find((t) => t.payType === order.pay_type)?.name ?? order.pay_type)}</dd>
<dt>金额</dt><dd class="amount">¥${fenToYuanText(toInt(order.amount))}</dd>
<dt>状态</dt><dd id="status" data-status="${order.status}">${GATEWAY_TEXT.status[order.status]}</dd></dl>
${order.status === 'pending' ? actions : `<p>${GATEWAY_TEXT.done}</p>`}`
    : `<p>${GATEWAY_TEXT.notFound}</p>`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>模拟支付</title>
<style>body{font-family:sans-serif;background:#f5f6f8;margin:0;display:flex;align-items:center;justify-content:center;min-height:100vh}
main{background:#fff;border-radius:8px;padding:32px 40px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:380px;max-width:100%}
.badge{display:inline-block;background:#e5484d;color:#fff;border-radius:4px;padding:2px 8px;font-size:12px}
dl{display:grid;grid-template-columns:80px 1fr;gap:8px}dt{color:#666}dd{margin:0}.amount{font-size:20px;font-weight:700}
form{display:inline-block;margin-right:12px}button{border:0;border-radius:4px;padding:10px 18px;font-size:15px;cursor:pointer;color:#fff}
.ok{background:#30a46c}.no{background:#8b8d98}.note{color:#1f6feb}</style></head>
<body><main><h1>模拟支付 <span class="badge">测试环境</span></h1>
<p>这是模拟的支付网关，不连接任何真实银行或支付机构，不会产生真实扣款。</p>
${note ? `<p class="note">${escapeHtml(note)}</p>` : ''}${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, html: string, code = 200): FastifyReply {
  return reply.code(code).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export interface GatewayOptions {
  /** The simulated provider's buttons (dev tools only: in production nobody may complete a payment by hand). */
  devTools: boolean;
  /** The secret the provider signs its callbacks with (server-side only). */
  secret: string;
}

/**
 * The payment gateway side of deposits. `POST /pay/gateway/notify` is the callback URL a
 * provider posts to (signed, see funds/gateway.ts; README "Payment gateway"). The page
 * /pay/gateway/<orderNo> is the simulated provider's payment page (ARCHITECTURE.md:
 * external providers are simulated and say so); its pay/fail buttons exist only with the
 * dev tools and act through a signed callback made on the server, never by the browser.
 */
export function payGatewayRoutes(app: FastifyInstance, db: Db, options: GatewayOptions): void {
  const load = async (orderNo: string): Promise<DepositRow | null> => {
    if (!/^[A-Z0-9]{8,40}$/.test(orderNo)) return null;
    try {
      return await findDeposit(db, orderNo);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.NOT_FOUND) return null;
      throw error;
    }
  };

  app.get<{ Params: { orderNo: string } }>('/pay/gateway/:orderNo', async (request, reply) => {
    const order = await load(request.params.orderNo);
    return sendPage(reply, page(order, options.devTools), order ? 200 : 404);
  });

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

  if (!options.devTools) return;
  // Forms post as x-www-form-urlencoded with no fields: the path carries everything.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, undefined),
    );
    for (const [action, result] of [
      ['complete', 'paid'],
      ['fail', 'failed'],
    ] as const satisfies readonly (readonly [string, GatewayResult])[]) {
      scope.post<{ Params: { orderNo: string } }>(
        `/pay/gateway/:orderNo/${action}`,
        async (request, reply) => {
          const order = await load(request.params.orderNo);
          if (!order) return sendPage(reply, page(null, true), 404);
          const settled = await acceptCallback(
            db,
            options.secret,
            simulatedCallback(options.secret, order, result),
          );
          const note = !settled.changed
            ? GATEWAY_TEXT.duplicate
            : settled.order.status === 'paid'
              ? GATEWAY_TEXT.paid
              : GATEWAY_TEXT.failed;
          return sendPage(reply, page(settled.order, true, note));
        },
      );
    }
  });
}
