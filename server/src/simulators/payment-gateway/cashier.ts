import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode, fenToYuanText } from '@site/shared/contract';
import type { Db } from '../../db/db';
import { toInt } from '../../db/db';
import { PAYMENT_TYPES } from '../../funds/catalog';
import { findDeposit, type DepositRow, type GatewayResult } from '../../funds/deposits';
import { acceptCallback, signCallback, type GatewayCallback } from '../../funds/gateway';
import type { PaymentGateway } from '../../funds/payment-gateway';
import { GATEWAY_TEXT } from '../../messages/gateway';
import { ApiError } from '../../http/api-error';

/** The simulated provider's cashier lives on this server, at /pay/gateway/<orderNo>. */
export const simulatedPaymentGateway: PaymentGateway = {
  cashierUrl: (orderNo) => `/pay/gateway/${orderNo}`,
};

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The simulated provider's cashier page. It looks like a payment provider's page; the one thing
 * that is not a provider's, the buttons that settle the order, sits in a block marked for testers
 * and exists only with the dev tools (issue 28 item 15). Without them the page says plainly that
 * nobody can pay here.
 */
function page(order: DepositRow | null, simulator: boolean, note = ''): string {
  const actions = !simulator
    ? `<p class="off">${GATEWAY_TEXT.simulatorOff}</p>`
    : `<section class="tester" aria-labelledby="tester-title"><h2 id="tester-title">${GATEWAY_TEXT.testerTitle}</h2><p>${GATEWAY_TEXT.testerHint}</p>
<form method="post" action="/pay/gateway/${order?.order_no ?? ''}/complete"><button class="ok" type="submit">${GATEWAY_TEXT.payOk}</button></form>
<form method="post" action="/pay/gateway/${order?.order_no ?? ''}/fail"><button class="no" type="submit">${GATEWAY_TEXT.payFail}</button></form></section>`;
  const method = order
    ? (PAYMENT_TYPES.find((t) => t.payType === order.pay_type)?.name ?? order.pay_type)
    : '';
  const body = order
    ? `<p class="amount">¥${fenToYuanText(toInt(order.amount))}</p>
<dl><dt>订单号</dt><dd>${escapeHtml(order.order_no)}</dd>
<dt>支付方式</dt><dd>${escapeHtml(method)}</dd>
<dt>状态</dt><dd id="status" data-status="${order.status}">${GATEWAY_TEXT.status[order.status]}</dd></dl>
${order.status === 'pending' ? actions : `<p>${GATEWAY_TEXT.done}</p>`}`
    : `<p>${GATEWAY_TEXT.notFound}</p>`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${GATEWAY_TEXT.title}</title>
<style>*{box-sizing:border-box}body{font-family:'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif;background:#eef1f6;margin:0;display:flex;align-items:flex-start;justify-content:center;min-height:100vh;padding:40px 12px}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(20,40,80,.1);width:420px;max-width:100%;overflow:hidden}
.top{display:flex;align-items:center;gap:10px;background:#1f6feb;color:#fff;padding:16px 24px}.top h1{font-size:18px;margin:0}.top svg{width:26px;height:26px}
.inner{padding:20px 24px 24px}.amount{font-size:32px;font-weight:700;text-align:center;margin:6px 0 16px;color:#111}
dl{display:grid;grid-template-columns:80px 1fr;gap:8px;font-size:14px;margin:0 0 16px}dt{color:#667}dd{margin:0;word-break:break-all}
.secure{font-size:12px;color:#889;text-align:center;margin:16px 0 0}.off{color:#556;font-size:14px}
.tester{border:1px dashed #c9a227;background:#fffbea;border-radius:8px;padding:10px 14px;margin-top:12px}.tester h2{font-size:13px;margin:0 0 4px;color:#8a6d00}.tester p{font-size:12px;color:#8a6d00;margin:0 0 8px}
form{display:inline-block;margin-right:10px}button{border:0;border-radius:6px;padding:9px 16px;font-size:14px;cursor:pointer;color:#fff}
.ok{background:#30a46c}.no{background:#8b8d98}.note{color:#1f6feb}</style></head>
<body><main><div class="top"><svg viewBox="0 0 24 24" aria-hidden="true"><path fill="#fff" d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z"/><path d="m8 12 3 3 5-6" stroke="#1f6feb" stroke-width="2" fill="none"/></svg><h1>${GATEWAY_TEXT.title}</h1></div>
<div class="inner">${note ? `<p class="note">${escapeHtml(note)}</p>` : ''}${body}
<p class="secure">${GATEWAY_TEXT.secure}</p></div></main></body></html>`;
}

function sendPage(reply: FastifyReply, html: string, code = 200): FastifyReply {
  return reply.code(code).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export interface SimulatedCashierOptions {
  /** The simulated provider's buttons (dev tools only: in production nobody may complete a payment by hand). */
  devTools: boolean;
  /** The secret the provider signs its callbacks with (server-side only). */
  secret: string;
}

/**
 * The simulated provider's side: what it would post to our notify URL for an order.
 * Only the dev-tools payment page calls this, on the server, where the secret lives.
 */
export function simulatedCallback(
  secret: string,
  order: DepositRow,
  status: GatewayResult,
  now = Date.now(),
): GatewayCallback {
  const body = {
    orderNo: order.order_no,
    amount: toInt(order.amount),
    status,
    timestamp: now,
    nonce: randomBytes(16).toString('hex'),
  };
  return { ...body, sign: signCallback(secret, body) };
}

/**
 * The simulated provider's side of deposits (ARCHITECTURE.md: external providers are
 * simulated and say so): its payment page /pay/gateway/<orderNo>, whose pay/fail buttons
 * exist only with the dev tools and act through a signed callback made on the server (the
 * one a real provider posts to routes/pay-gateway.ts), never by the browser.
 */
export function simulatedCashierRoutes(app: FastifyInstance, db: Db, options: SimulatedCashierOptions): void {
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
