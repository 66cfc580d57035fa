import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode, fenToYuanText } from '@site/shared/contract';
import type { Db } from '../db/db';
import { toInt } from '../db/db';
import { PAYMENT_TYPES } from '../funds/catalog';
import { findDeposit, settleDeposit, type DepositRow, type GatewayResult } from '../funds/deposits';
import { ApiError } from '../http/api-error';

const STATUS_TEXT: Record<DepositRow['status'], string> = { pending: '待支付', paid: '支付成功', failed: '支付失败', closed: '订单已关闭' };

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(order: DepositRow | null, note = ''): string {
  const body = order
    ? `<dl><dt>订单号</dt><dd>${escapeHtml(order.order_no)}</dd>
<dt>支付方式</dt><dd>${escapeHtml(PAYMENT_TYPES.find((t) => t.payType === order.pay_type)?.name ?? order.pay_type)}</dd>
<dt>金额</dt><dd class="amount">¥${fenToYuanText(toInt(order.amount))}</dd>
<dt>状态</dt><dd id="status" data-status="${order.status}">${STATUS_TEXT[order.status]}</dd></dl>
${
  order.status === 'pending'
    ? `<form method="post" action="/pay/gateway/${order.order_no}/complete"><button class="ok" type="submit">模拟付款成功</button></form>
<form method="post" action="/pay/gateway/${order.order_no}/fail"><button class="no" type="submit">模拟付款失败</button></form>`
    : '<p>本订单已处理完毕，可关闭此页面返回网站查看余额。</p>'
}`
    : '<p>订单不存在。</p>';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>模拟支付</title>
<style>body{font-family:sans-serif;background:#f5f6f8;margin:0;display:flex;align-items:center;justify-content:center;min-height:100vh}
main{background:#fff;border-radius:8px;padding:32px 40px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:380px}
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

/**
 * The simulated payment gateway (ARCHITECTURE.md: external providers are simulated and
 * say so). Public like a real gateway page: the order number is the unguessable key.
 * Completing credits the center wallet exactly once (settleDeposit).
 */
export function payGatewayRoutes(app: FastifyInstance, db: Db): void {
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
    return sendPage(reply, page(order), order ? 200 : 404);
  });

  // Forms post as x-www-form-urlencoded with no fields: the path carries everything.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
    for (const [action, result] of [['complete', 'paid'], ['fail', 'failed']] as const satisfies readonly (readonly [string, GatewayResult])[]) {
      scope.post<{ Params: { orderNo: string } }>(`/pay/gateway/:orderNo/${action}`, async (request, reply) => {
        const order = await load(request.params.orderNo);
        if (!order) return sendPage(reply, page(null), 404);
        const settled = await settleDeposit(db, order.order_no, result);
        const note = !settled.changed ? '订单已处理过，未重复入账。' : settled.order.status === 'paid' ? '付款成功，金额已存入中心钱包。' : '付款失败，未扣款。';
        return sendPage(reply, page(settled.order, note));
      });
    }
  });
}
