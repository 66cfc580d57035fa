import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, fenToYuanText, funds, yuanTextToFen } from '@site/shared/contract';
import type { Db } from '../db/db';
import { CUSTOMER_SERVICE_URL, PAYMENT_TYPES, RECEIVING_BANK, RECEIVING_USDT, USDT_RATE, USDT_RATE_FEN } from '../funds/catalog';
import { closeDeposit, depositView, findDeposit, insertDeposit, signalCodeOf } from '../funds/deposits';
import { moneyCall } from '../funds/idempotency';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import type { SessionStore } from '../session/sessions';
import { depositRewardConfigs } from '../promotions/deposit-bonus';

const yuan = fenToYuanText;

// SPEC §5 real name, as @site/shared/validation has it (that module pulls the browser i18n in, so the two regexes are repeated here).
const CHINESE_NAME = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;
const LATIN_NAME = /^[A-Za-z]+(?:·[A-Za-z]+)*$/;
const isValidRealName = (name: string): boolean => CHINESE_NAME.test(name) || LATIN_NAME.test(name);

/** SPEC §2 guard 3: a brand whose manifest sets depositSwitch 0 has no deposit feature at all. */
function requireDepositSwitch(request: FastifyRequest): void {
  if (request.brand?.features.depositSwitch === 0) throw new ApiError(ErrorCode.ACCESS_DENIED, '本站暂未开放存款功能');
}

export function gatewayUrl(orderNo: string): string {
  return `/pay/gateway/${orderNo}`;
}

/** Deposit calls (SPEC §7): payment types, orders on the simulated gateway, real name from the deposit page. */
export function fundsDepositRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  route(app, funds.paymentTypes, async (_input, request) => {
    requireDepositSwitch(request);
    await sessions.requireMember(request);
    return PAYMENT_TYPES.map((t) => ({
      payType: t.payType,
      name: t.name,
      mode: t.mode,
      minAmount: yuan(t.minFen),
      maxAmount: yuan(t.maxFen),
      rate: t.payType === 'usdt' ? USDT_RATE : null,
      protocols: t.payType === 'usdt' ? (['TRC20', 'ERC20'] as const).slice() : [],
    }));
  });

  route(app, funds.pay, async (input, request) => {
    requireDepositSwitch(request);
    const m = await sessions.requireMember(request);
    const type = PAYMENT_TYPES.find((t) => t.payType === input.payType);
    if (!type) throw new ApiError(ErrorCode.INVALID_PARAMETER, '不支持的支付方式');
    // Bank-card and USDT money is matched to the member by the payer's name (SPEC §1: a payer
    // name differing from the account name lets settlement be refused), so those orders
    // need the real name first; the deposit page binds it with member/bindFromDeposit.
    if (type.mode === 'account' && !m.real_name) throw new ApiError(ErrorCode.BIND_REAL_NAME, `请先绑定真实姓名再使用${type.name}存款`);
    const amount = yuanTextToFen(input.amount);
    if (amount < type.minFen || amount > type.maxFen) {
      throw new ApiError(ErrorCode.INVALID_PARAMETER, `${type.name}单笔存款金额须在 ${yuan(type.minFen)} - ${yuan(type.maxFen)} 元之间`);
    }
    const protocol = input.protocol ?? 'TRC20';
    if (input.payType !== 'usdt' && input.protocol) throw new ApiError(ErrorCode.INVALID_PARAMETER, '参数 protocol 错误：仅 USDT 存款需要');
    return moneyCall(db, request, m.id, funds.pay.path, input, async (q) => {
      // Micro-USDT, rounded up: the payer sends at least the order's worth.
      const coinAmount = input.payType === 'usdt' ? Math.ceil((amount * 1_000_000) / USDT_RATE_FEN) : null;
      const row = await insertDeposit(q, {
        memberId: m.id,
        payType: input.payType,
        amount,
        payerName: input.payerName ?? m.real_name,
        coinAmount,
        rate: input.payType === 'usdt' ? USDT_RATE : null,
      });
      const account =
        type.mode === 'gateway'
          ? null
          : input.payType === 'usdt'
            ? { bankName: `USDT-${protocol}`, accountName: 'USDT', accountNo: RECEIVING_USDT[protocol], coinAmount: ((coinAmount ?? 0) / 1_000_000).toFixed(6), rate: USDT_RATE }
            : { ...RECEIVING_BANK, coinAmount: null, rate: null };
      return { ...depositView(row), payUrl: gatewayUrl(row.order_no), account };
    });
  });

  route(app, funds.getDepositOrderStatus, async ({ orderNo }, request) => {
    requireDepositSwitch(request);
    const m = await sessions.requireMember(request);
    return depositView(await findDeposit(db, orderNo, m.id));
  });

  route(app, funds.closeOrder, async (input, request) => {
    requireDepositSwitch(request);
    const m = await sessions.requireMember(request);
    return depositView(await db.tx((q) => closeDeposit(q, input.orderNo, m.id)));
  });

  route(app, funds.createSignalCode, async ({ orderNo }, request) => {
    requireDepositSwitch(request);
    const m = await sessions.requireMember(request);
    return { orderNo, signalCode: await db.tx((q) => signalCodeOf(q, orderNo, m.id)) };
  });

  route(app, funds.getCustomerInfo, async (_input, request) => {
    requireDepositSwitch(request);
    const m = await sessions.requireMember(request);
    return { realName: m.real_name, bindRealName: m.real_name !== '', customerServiceUrl: CUSTOMER_SERVICE_URL };
  });

  route(app, funds.bindFromDeposit, async ({ realName }, request) => {
    requireDepositSwitch(request);
    const m = await sessions.requireMember(request);
    if (!isValidRealName(realName)) throw new ApiError(ErrorCode.INVALID_PARAMETER, '请输入正确的姓名');
    const [row] = await db.query<{ real_name: string }>(
      `UPDATE members SET real_name = $2 WHERE id = $1 AND real_name = '' RETURNING real_name`,
      [m.id, realName],
    );
    if (!row) throw new ApiError(ErrorCode.DATA_EXISTS, '已绑定真实姓名，如需修改请联系客服');
    return { realName: row.real_name };
  });

  route(app, funds.querySiteDepositRewardConfigList, async (_input, request) => {
    requireDepositSwitch(request);
    const m = await sessions.requireMember(request);
    return depositRewardConfigs(db, m.id); // the member's deposit promotions (promotions/deposit-bonus.ts)
  });
}
