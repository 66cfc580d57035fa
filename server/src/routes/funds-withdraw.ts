import type { FastifyInstance } from 'fastify';
import { ErrorCode, fenToYuanText, funds, yuanTextToFen } from '@site/shared/contract';
import { codeSessionKey } from '../auth/code-session';
import type { Codes } from '../auth/codes';
import { checkSecret } from '../security/secret-attempts';
import type { Db } from '../db/db';
import { BANKS, MAX_CARDS, USDT_RATE, WITHDRAW_CFG, type WithdrawCfg } from '../funds/catalog';
import { moneyCall, requestIdOf } from '../money/idempotency';
import { CENTER, LOCK, balanceOf, venueBalances } from '../money/ledger';
import { verifyWithdrawPassword } from '../funds/verified-passwords';
import {
  addPayoutAccount,
  insertWithdrawPassword,
  markEmailChecked,
  replaceWithdrawPassword,
  withdrawPasswordHash,
  withdrawPasswordState,
} from '../funds/withdraw-passwords';
import { cardView, createWithdrawal, findWithdrawal, memberCards, todayUsage } from '../funds/withdrawals';
import { ApiError } from '../http/api-error';
import { turnoverOwed } from '../rewards/grant';
import { clientOf } from '../auth/client-info';
import { memberRoute } from '../http/route';
import { fundsMessages } from '../messages';
import { hashPassword, verifyPassword } from '../security/passwords';
import type { MemberRow, SessionStore } from '../session/sessions';

const yuan = fenToYuanText;
/** TRON: T + 33 base58 characters; Ethereum: 0x + 40 hex digits. */
const USDT_ADDRESS = {
  TRC20: { pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, message: fundsMessages.trc20Address },
  ERC20: { pattern: /^0x[0-9a-fA-F]{40}$/, message: fundsMessages.erc20Address },
} as const;

function cfgView(cfg: WithdrawCfg): funds.WithdrawCfg {
  return {
    kind: cfg.kind,
    minAmount: yuan(cfg.minFen),
    maxAmount: yuan(cfg.maxFen),
    feeRate: (cfg.feeBasisPoints / 100).toFixed(2),
    minFee: yuan(cfg.minFeeFen),
    dailyCount: cfg.dailyCount,
    dailyMaxAmount: yuan(cfg.dailyMaxFen),
  };
}

function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return email ? `${user.slice(0, 2)}***@${domain}` : '';
}

function assertSamePasswords(password: string, second: string): void {
  if (password.toLowerCase() !== second.toLowerCase())
    throw new ApiError(ErrorCode.INVALID_PARAMETER, fundsMessages.passwordMismatch);
}

/** Withdrawal calls (SPEC §7): withdrawal password, payout accounts, limits, orders. */
export function fundsWithdrawRoutes(
  app: FastifyInstance,
  db: Db,
  sessions: SessionStore,
  codes: Codes,
  cfgs: Record<'bank' | 'usdt', WithdrawCfg> = WITHDRAW_CFG,
): void {
  const passwordHashOf = (memberId: number): Promise<string | null> => withdrawPasswordHash(db, memberId);

  memberRoute(app, sessions, funds.withdrawPwdSet, async ({ password, secondPassword }, m) => {
    assertSamePasswords(password, secondPassword);
    const hash = await hashPassword(password.toLowerCase());
    if (!(await insertWithdrawPassword(db, m.id, hash)))
      throw new ApiError(ErrorCode.DATA_EXISTS, fundsMessages.withdrawPasswordSet);
    return null;
  });

  memberRoute(app, sessions, funds.withdrawPwdReset, async ({ password, secondPassword, oldPassword }, m) => {
    assertSamePasswords(password, secondPassword);
    const row = await withdrawPasswordState(db, m.id);
    if (!row) throw new ApiError(ErrorCode.PASSWORD_CHECK_FAILURE, fundsMessages.withdrawPasswordUnset);
    if (oldPassword !== undefined) {
      await checkSecret(db, m.id, 'withdraw_password', fundsMessages.oldWithdrawPasswordWrong, () =>
        verifyPassword(oldPassword.toLowerCase(), row.hash),
      );
    } else if (!row.emailChecked) {
      throw new ApiError(ErrorCode.PASSWORD_CHECK_FAILURE, fundsMessages.oldWithdrawPasswordOrEmail);
    }
    await replaceWithdrawPassword(db, m.id, await hashPassword(password.toLowerCase()));
    return null;
  });

  memberRoute(app, sessions, funds.withdrawPwdEmailCheck, async ({ code }, m, request) => {
    if (!m.email) throw new ApiError(ErrorCode.INVALID_PARAMETER, fundsMessages.bindEmailFirst);
    const email = m.email.toLowerCase();
    if (code === undefined) {
      // The same rules as every code: one live code, 60 s between sends (6066), daily caps.
      await codes.issue({
        purpose: 'withdraw_pwd',
        channel: 'email',
        target: email,
        memberId: m.id,
        ip: clientOf(request).ip,
        session: codeSessionKey(m.token),
      });
      return { email: maskEmail(m.email), sent: true, checked: false };
    }
    let checked: { id: number };
    try {
      // Five wrong guesses burn the code (6037).
      checked = await codes.check({ purpose: 'withdraw_pwd', target: email, memberId: m.id, code }, false);
    } catch (error) {
      if (error instanceof ApiError && error.code !== ErrorCode.AUTHENTICATION_LOCKED)
        throw new ApiError(ErrorCode.AUTHENTICATION_CODE_ERROR, fundsMessages.codeInvalid);
      throw error;
    }
    if (!(await markEmailChecked(db, m.id)))
      throw new ApiError(ErrorCode.PASSWORD_CHECK_FAILURE, fundsMessages.withdrawPasswordUnset);
    await codes.consume(checked.id);
    return { email: maskEmail(m.email), sent: false, checked: true };
  });

  memberRoute(app, sessions, funds.queryMemberBanksInfoList, async (_input, m) => {
    return (await memberCards(db, m.id)).map(cardView);
  });

  memberRoute(app, sessions, funds.bankCardAddList, async (_input, m) => {
    const cards = await memberCards(db, m.id, 'bank');
    return {
      banks: BANKS.map((b) => ({ ...b })),
      realName: m.real_name,
      maxCards: MAX_CARDS,
      count: cards.length,
    };
  });

  memberRoute(app, sessions, funds.bankCardAdd, async (input, m) => {
    // SPEC §2: the card pages need a bound phone and a bound real name.
    if (!m.phone) throw new ApiError(ErrorCode.UNBOUND_PHONE, fundsMessages.bindPhoneFirst);
    if (!m.real_name) throw new ApiError(ErrorCode.BIND_REAL_NAME, fundsMessages.bindRealNameFirstPlain);
    let values: [string, string, string, string];
    if (input.kind === 'bank') {
      const bank = BANKS.find((b) => b.bankCode === input.bankCode);
      if (!bank) throw new ApiError(ErrorCode.INVALID_PARAMETER, fundsMessages.bankUnsupported);
      // SPEC §1: a holder name other than the registered name allows settlement to be refused, so it is refused here.
      if (input.holderName.trim() !== m.real_name)
        throw new ApiError(ErrorCode.INVALID_PARAMETER, fundsMessages.holderNameMismatch);
      values = [bank.bankCode, bank.bankName, input.cardNo, m.real_name];
    } else {
      // Coins sent to an address of another chain are lost: the address must have its chain's shape.
      const shape = USDT_ADDRESS[input.protocol];
      if (!shape.pattern.test(input.address)) throw new ApiError(ErrorCode.INVALID_PARAMETER, shape.message);
      values = [input.protocol, `USDT-${input.protocol}`, input.address, ''];
    }
    return cardView(await addPayoutAccount(db, { memberId: m.id, kind: input.kind, values, max: MAX_CARDS }));
  });

  memberRoute(app, sessions, funds.vCurrencyList, async () => {
    return [{ currency: 'USDT', protocols: ['TRC20' as const, 'ERC20' as const], rate: USDT_RATE }];
  });

  memberRoute(app, sessions, funds.withdrawBaseCfgList, async () => {
    return [cfgView(cfgs.bank), cfgView(cfgs.usdt)];
  });

  const info = async (m: MemberRow, kind: 'bank' | 'usdt') => {
    const cfg = cfgs[kind];
    const [center, lock, used, cards, hash, owed] = await Promise.all([
      balanceOf(db, m.id, CENTER),
      balanceOf(db, m.id, LOCK),
      todayUsage(db, m.id, kind),
      memberCards(db, m.id, kind),
      passwordHashOf(m.id),
      turnoverOwed(db, m.id),
    ]);
    const remainingCount = Math.max(0, cfg.dailyCount - used.count);
    // The money door's 6413 rule: while a bonus's turnover is owed nothing leaves, so say 0 now, not at confirm.
    const withdrawable =
      remainingCount === 0 || owed > 0
        ? 0
        : Math.max(0, Math.min(center, cfg.maxFen, cfg.dailyMaxFen - used.amount));
    // Everything the rule holds: the center wallet and the venues, money from before the bonus too.
    let held = 0;
    if (owed > 0) {
      held = center;
      for (const fen of (await venueBalances(db, m.id)).values()) held += fen;
    }
    return {
      centerWalletBalance: yuan(center),
      lockMoney: yuan(lock),
      withdrawable: yuan(withdrawable),
      turnoverOwed: yuan(owed),
      bonusLocked: yuan(held),
      todayCount: used.count,
      remainingCount,
      hasWithdrawPassword: hash !== null,
      realName: m.real_name,
      cards: cards.map(cardView),
      cfg: cfgView(cfg),
    };
  };

  memberRoute(app, sessions, funds.withdrawInfo, async (_input, m) => info(m, 'bank'));
  memberRoute(app, sessions, funds.usdtWithdrawInfo, async (_input, m) => ({
    ...(await info(m, 'usdt')),
    rate: USDT_RATE,
  }));

  memberRoute(app, sessions, funds.withdrawOrderInfo, async ({ orderNo }, m) => {
    return findWithdrawal(db, orderNo, m.id);
  });

  memberRoute(app, sessions, funds.withdrawNew, async (input, m, request) => {
    const requestId = requestIdOf(request);
    if (!m.real_name) throw new ApiError(ErrorCode.BIND_REAL_NAME, fundsMessages.bindRealNameFirstPlain);
    const hash = await passwordHashOf(m.id);
    if (!hash) throw new ApiError(ErrorCode.PASSWORD_CHECK_FAILURE, fundsMessages.setWithdrawPasswordFirst);
    // Checked before the transaction: scrypt takes ~50 ms and must not hold the database.
    await checkSecret(db, m.id, 'withdraw_password', fundsMessages.withdrawPasswordWrong, () =>
      verifyWithdrawPassword(input.password.toLowerCase(), hash),
    );
    const amount = yuanTextToFen(input.amount);
    return moneyCall(db, request, m.id, funds.withdrawNew.path, input, (q) =>
      createWithdrawal(q, { memberId: m.id, cardId: input.cardId, amount, requestId }, cfgs),
    );
  });
}
