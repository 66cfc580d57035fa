import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, fenToYuanText, funds, yuanTextToFen } from '@site/shared/contract';
import { assertAdult } from '../auth/member-profile';
import { joinWithDeposit } from '../promotions/engine';
import type { Db } from '../db/db';
import {
  CUSTOMER_SERVICE_URL,
  PAYMENT_TYPES,
  RECEIVING_BANK,
  RECEIVING_USDT,
  USDT_RATE,
  USDT_RATE_FEN,
} from '../funds/catalog';
import { closeDeposit, depositView, findDeposit, insertDeposit, signalCodeOf } from '../funds/deposits';
import type { PaymentGateway } from '../funds/payment-gateway';
import { moneyCall } from '../money/idempotency';
import { ApiError } from '../http/api-error';
import { memberRoute } from '../http/route';
import { fundsMessages as text } from '../messages/funds';
import { bindRealNameOnce } from '../session/members';
import type { SessionStore } from '../session/sessions';
import { depositRewardConfigs } from '../promotions/deposit-bonus';
import { assertDepositAllowed } from '../protection/deposit-limit';
import { refuseExcludedIdentity } from '../protection/restrictions';

const yuan = fenToYuanText;

// SPEC §5 real name, as @site/shared/validation has it (that module pulls the browser i18n in, so the two regexes are repeated here).
const CHINESE_NAME = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;
const LATIN_NAME = /^[A-Za-z]+(?:·[A-Za-z]+)*$/;
const isValidRealName = (name: string): boolean => CHINESE_NAME.test(name) || LATIN_NAME.test(name);

/** SPEC §2 guard 3: a brand whose manifest sets depositSwitch 0 has no deposit feature at all. */
function requireDepositSwitch(request: FastifyRequest): void {
  if (request.brand?.features.depositSwitch === 0)
    throw new ApiError(ErrorCode.ACCESS_DENIED, text.depositSwitchOff);
}

/** Deposit calls (SPEC §7): payment types, orders on the simulated gateway, real name from the deposit page. */
export function fundsDepositRoutes(
  app: FastifyInstance,
  db: Db,
  sessions: SessionStore,
  // A bank-card or USDT order is paid outside the site: its link to the simulated gateway (which
  // settles it by hand) is a tester's tool, given only with the dev tools (issue 28 item 15).
  // The payment provider (domains.ts chooses it) gives each order its cashier page.
  { devTools, gateway }: { devTools: boolean; gateway: PaymentGateway },
): void {
  memberRoute(app, sessions, funds.paymentTypes, async (_input, _m, request) => {
    requireDepositSwitch(request);
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

  memberRoute(app, sessions, funds.pay, async (input, m, request) => {
    requireDepositSwitch(request);
    // SPEC §5 18+ before any money comes in (a bonus would follow it): the bets' rule and text, 6035.
    await assertAdult(db, m.id);
    const type = PAYMENT_TYPES.find((t) => t.payType === input.payType);
    if (!type) throw new ApiError(ErrorCode.INVALID_PARAMETER, text.payTypeUnsupported);
    // Bank-card and USDT money is matched to the member by the payer's name (SPEC §1: a payer
    // name differing from the account name lets settlement be refused), so those orders
    // need the real name first; the deposit page binds it with member/bindFromDeposit.
    if (type.mode === 'account' && !m.real_name)
      throw new ApiError(ErrorCode.BIND_REAL_NAME, text.bindRealNameFirst(type.name));
    const amount = yuanTextToFen(input.amount);
    if (amount < type.minFen || amount > type.maxFen) {
      throw new ApiError(
        ErrorCode.INVALID_PARAMETER,
        text.depositAmountRange(type.name, yuan(type.minFen), yuan(type.maxFen)),
      );
    }
    const protocol = input.protocol ?? 'TRC20';
    if (input.payType !== 'usdt' && input.protocol)
      throw new ApiError(ErrorCode.INVALID_PARAMETER, text.protocolUsdtOnly);
    return moneyCall(db, request, m.id, funds.pay.path, input, async (q) => {
      await assertDepositAllowed(q, m.id, amount); // player protection: deposit limits, time-out
      // Micro-USDT, rounded up: the payer sends at least the order's worth.
      const coinAmount = input.payType === 'usdt' ? Math.ceil((amount * 1_000_000) / USDT_RATE_FEN) : null;
      // The page's 申请 box: joined with the order, or neither, so the credit pays the bonus.
      if (input.joinPromotionId !== undefined) await joinWithDeposit(q, m.id, input.joinPromotionId);
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
            ? {
                bankName: `USDT-${protocol}`,
                accountName: 'USDT',
                accountNo: RECEIVING_USDT[protocol],
                coinAmount: ((coinAmount ?? 0) / 1_000_000).toFixed(6),
                rate: USDT_RATE,
              }
            : { ...RECEIVING_BANK, coinAmount: null, rate: null };
      const payUrl = type.mode === 'gateway' || devTools ? gateway.cashierUrl(row.order_no) : '';
      return { ...depositView(row), payUrl, account };
    });
  });

  memberRoute(app, sessions, funds.getDepositOrderStatus, async ({ orderNo }, m, request) => {
    requireDepositSwitch(request);
    return depositView(await findDeposit(db, orderNo, m.id));
  });

  memberRoute(app, sessions, funds.closeOrder, async (input, m, request) => {
    requireDepositSwitch(request);
    return depositView(await db.tx((q) => closeDeposit(q, input.orderNo, m.id)));
  });

  memberRoute(app, sessions, funds.createSignalCode, async ({ orderNo }, m, request) => {
    requireDepositSwitch(request);
    return { orderNo, signalCode: await db.tx((q) => signalCodeOf(q, orderNo, m.id)) };
  });

  memberRoute(app, sessions, funds.getCustomerInfo, async (_input, m, request) => {
    requireDepositSwitch(request);
    return {
      realName: m.real_name,
      bindRealName: m.real_name !== '',
      customerServiceUrl: CUSTOMER_SERVICE_URL,
    };
  });

  memberRoute(app, sessions, funds.bindFromDeposit, async ({ realName }, m, request) => {
    requireDepositSwitch(request);
    if (!isValidRealName(realName)) throw new ApiError(ErrorCode.INVALID_PARAMETER, text.realNameInvalid);
    await refuseExcludedIdentity(db, m.id, { realName });
    const bound = await bindRealNameOnce(db, m.id, realName);
    if (bound === null) throw new ApiError(ErrorCode.DATA_EXISTS, text.realNameBound);
    return { realName: bound };
  });

  memberRoute(app, sessions, funds.querySiteDepositRewardConfigList, async (_input, m, request) => {
    requireDepositSwitch(request);
    return depositRewardConfigs(db, m.id); // the member's deposit promotions (promotions/deposit-bonus.ts)
  });
}
