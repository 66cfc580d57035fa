import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, fenToYuanText, funds, yuanTextToFen } from '@site/shared/contract';
import type { Db } from '../db/db';
import { BANKS, MAX_CARDS, USDT_RATE, WITHDRAW_CFG, type WithdrawCfg } from '../funds/catalog';
import { moneyCall, requestIdOf } from '../funds/idempotency';
import { CENTER, LOCK, balanceOf } from '../funds/ledger';
import { verifyWithdrawPassword } from '../funds/verified-passwords';
import { cardView, createWithdrawal, findWithdrawal, memberCards, todayUsage } from '../funds/withdrawals';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import { hashPassword, verifyPassword } from '../session/passwords';
import type { MemberRow, SessionStore } from '../session/sessions';

const yuan = fenToYuanText;
const EMAIL_CHECK_MINUTES = 10;
/** TRON: T + 33 base58 characters; Ethereum: 0x + 40 hex digits. */
const USDT_ADDRESS = {
  TRC20: { pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, message: 'TRC20地址须以T开头，共34位' },
  ERC20: { pattern: /^0x[0-9a-fA-F]{40}$/, message: 'ERC20地址须以0x开头，后接40位十六进制字符' },
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
  if (password.toLowerCase() !== second.toLowerCase()) throw new ApiError(ErrorCode.INVALID_PARAMETER, '两次密码输入不一致');
}

/** Withdrawal calls (SPEC §7): withdrawal password, payout accounts, limits, orders. */
export function fundsWithdrawRoutes(
  app: FastifyInstance,
  db: Db,
  sessions: SessionStore,
  cfgs: Record<'bank' | 'usdt', WithdrawCfg> = WITHDRAW_CFG,
): void {
  const passwordHashOf = async (memberId: number): Promise<string | null> => {
    const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM withdraw_passwords WHERE member_id = $1', [memberId]);
    return row?.password_hash ?? null;
  };

  route(app, funds.withdrawPwdSet, async ({ password, secondPassword }, request) => {
    const m = await sessions.requireMember(request);
    assertSamePasswords(password, secondPassword);
    const hash = await hashPassword(password.toLowerCase());
    const inserted = await db.query('INSERT INTO withdraw_passwords (member_id, password_hash) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING RETURNING member_id', [
      m.id,
      hash,
    ]);
    if (inserted.length === 0) throw new ApiError(ErrorCode.DATA_EXISTS, '已设置提款密码，如需修改请使用重置');
    return null;
  });

  route(app, funds.withdrawPwdReset, async ({ password, secondPassword, oldPassword }, request) => {
    const m = await sessions.requireMember(request);
    assertSamePasswords(password, secondPassword);
    const [row] = await db.query<{ password_hash: string; checked: boolean }>(
      'SELECT password_hash, coalesce(email_checked_until > now(), false) AS checked FROM withdraw_passwords WHERE member_id = $1',
      [m.id],
    );
    if (!row) throw new ApiError(ErrorCode.PASSWORD_CHECK_FAILURE, '尚未设置提款密码，请先设置');
    if (oldPassword !== undefined) {
      if (!(await verifyPassword(oldPassword.toLowerCase(), row.password_hash))) throw new ApiError(ErrorCode.PASSWORD_CHECK_FAILURE, '原提款密码错误');
    } else if (!row.checked) {
      throw new ApiError(ErrorCode.PASSWORD_CHECK_FAILURE, '请输入原提款密码，或先完成邮箱验证');
    }
    await db.query('UPDATE withdraw_passwords SET password_hash = $2, email_checked_until = NULL, updated_at = now() WHERE member_id = $1', [
      m.id,
      await hashPassword(password.toLowerCase()),
    ]);
    return null;
  });

  route(app, funds.withdrawPwdEmailCheck, async ({ code }, request) => {
    const m = await sessions.requireMember(request);
    if (!m.email) throw new ApiError(ErrorCode.INVALID_PARAMETER, '请先绑定邮箱');
    if (code === undefined) {
      // The simulated e-mail provider: the code lands in the dev outbox (ARCHITECTURE.md).
      await db.query(`INSERT INTO outbox (channel, target, code, purpose) VALUES ('email', $1, $2, 'withdrawPwd')`, [
        m.email,
        String(randomInt(0, 1_000_000)).padStart(6, '0'),
      ]);
      return { email: maskEmail(m.email), sent: true, checked: false };
    }
    const [sent] = await db.query<{ id: unknown }>(
      `SELECT id FROM outbox WHERE channel = 'email' AND target = $1 AND purpose = 'withdrawPwd' AND code = $2
         AND created_at > now() - interval '${EMAIL_CHECK_MINUTES} minutes' ORDER BY id DESC LIMIT 1`,
      [m.email, code],
    );
    if (!sent) throw new ApiError(ErrorCode.AUTHENTICATION_CODE_ERROR, '验证码错误或已过期');
    const updated = await db.query(
      `UPDATE withdraw_passwords SET email_checked_until = now() + interval '${EMAIL_CHECK_MINUTES} minutes' WHERE member_id = $1 RETURNING member_id`,
      [m.id],
    );
    if (updated.length === 0) throw new ApiError(ErrorCode.PASSWORD_CHECK_FAILURE, '尚未设置提款密码，请先设置');
    await db.query(`UPDATE outbox SET purpose = 'withdrawPwd:used' WHERE id = $1`, [sent.id]);
    return { email: maskEmail(m.email), sent: false, checked: true };
  });

  route(app, funds.queryMemberBanksInfoList, async (_input, request) => {
    const m = await sessions.requireMember(request);
    return (await memberCards(db, m.id)).map(cardView);
  });

  route(app, funds.bankCardAddList, async (_input, request) => {
    const m = await sessions.requireMember(request);
    const cards = await memberCards(db, m.id, 'bank');
    return { banks: BANKS.map((b) => ({ ...b })), realName: m.real_name, maxCards: MAX_CARDS, count: cards.length };
  });

  route(app, funds.bankCardAdd, async (input, request) => {
    const m = await sessions.requireMember(request);
    // SPEC §2: the card pages need a bound phone and a bound real name.
    if (!m.phone) throw new ApiError(ErrorCode.UNBOUND_PHONE, '请先绑定手机号');
    if (!m.real_name) throw new ApiError(ErrorCode.BIND_REAL_NAME, '请先绑定真实姓名');
    let values: [string, string, string, string];
    if (input.kind === 'bank') {
      const bank = BANKS.find((b) => b.bankCode === input.bankCode);
      if (!bank) throw new ApiError(ErrorCode.INVALID_PARAMETER, '不支持该银行');
      // SPEC §1: a holder name other than the registered name allows settlement to be refused, so it is refused here.
      if (input.holderName.trim() !== m.real_name) throw new ApiError(ErrorCode.INVALID_PARAMETER, '持卡人姓名须与实名认证姓名一致');
      values = [bank.bankCode, bank.bankName, input.cardNo, m.real_name];
    } else {
      // Coins sent to an address of another chain are lost: the address must have its chain's shape.
      const shape = USDT_ADDRESS[input.protocol];
      if (!shape.pattern.test(input.address)) throw new ApiError(ErrorCode.INVALID_PARAMETER, shape.message);
      values = [input.protocol, `USDT-${input.protocol}`, input.address, ''];
    }
    return db.tx(async (q) => {
      const [count] = await q.query<{ n: unknown }>('SELECT count(*) AS n FROM bank_cards WHERE member_id = $1 AND kind = $2', [m.id, input.kind]);
      if (Number(count?.n ?? 0) >= MAX_CARDS) throw new ApiError(ErrorCode.INVALID_PARAMETER, `最多绑定 ${MAX_CARDS} 个收款账户`);
      const [row] = await q.query<Parameters<typeof cardView>[0]>(
        `INSERT INTO bank_cards (member_id, kind, bank_code, bank_name, account_no, holder_name) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (member_id, kind, account_no) DO NOTHING
         RETURNING id, member_id, kind, bank_code, bank_name, account_no, holder_name, created_at`,
        [m.id, input.kind, ...values],
      );
      if (!row) throw new ApiError(ErrorCode.DATA_EXISTS, '该收款账户已绑定');
      return cardView(row);
    });
  });

  route(app, funds.vCurrencyList, async (_input, request) => {
    await sessions.requireMember(request);
    return [{ currency: 'USDT', protocols: ['TRC20' as const, 'ERC20' as const], rate: USDT_RATE }];
  });

  route(app, funds.withdrawBaseCfgList, async (_input, request) => {
    await sessions.requireMember(request);
    return [cfgView(cfgs.bank), cfgView(cfgs.usdt)];
  });

  const info = async (m: MemberRow, kind: 'bank' | 'usdt') => {
    const cfg = cfgs[kind];
    const [center, lock, used, cards, hash] = await Promise.all([
      balanceOf(db, m.id, CENTER),
      balanceOf(db, m.id, LOCK),
      todayUsage(db, m.id, kind),
      memberCards(db, m.id, kind),
      passwordHashOf(m.id),
    ]);
    const remainingCount = Math.max(0, cfg.dailyCount - used.count);
    const withdrawable = remainingCount === 0 ? 0 : Math.max(0, Math.min(center, cfg.maxFen, cfg.dailyMaxFen - used.amount));
    return {
      centerWalletBalance: yuan(center),
      lockMoney: yuan(lock),
      withdrawable: yuan(withdrawable),
      todayCount: used.count,
      remainingCount,
      hasWithdrawPassword: hash !== null,
      realName: m.real_name,
      cards: cards.map(cardView),
      cfg: cfgView(cfg),
    };
  };

  route(app, funds.withdrawInfo, async (_input, request) => info(await sessions.requireMember(request), 'bank'));
  route(app, funds.usdtWithdrawInfo, async (_input, request) => ({ ...(await info(await sessions.requireMember(request), 'usdt')), rate: USDT_RATE }));

  route(app, funds.withdrawOrderInfo, async ({ orderNo }, request) => {
    const m = await sessions.requireMember(request);
    return findWithdrawal(db, orderNo, m.id);
  });

  route(app, funds.withdrawNew, async (input, request) => {
    const m = await sessions.requireMember(request);
    const requestId = requestIdOf(request);
    if (!m.real_name) throw new ApiError(ErrorCode.BIND_REAL_NAME, '请先绑定真实姓名');
    const hash = await passwordHashOf(m.id);
    if (!hash) throw new ApiError(ErrorCode.PASSWORD_CHECK_FAILURE, '请先设置提款密码');
    // Checked before the transaction: scrypt takes ~50 ms and must not hold the database.
    if (!(await verifyWithdrawPassword(input.password.toLowerCase(), hash))) throw new ApiError(ErrorCode.PASSWORD_CHECK_FAILURE, '提款密码错误');
    const amount = yuanTextToFen(input.amount);
    return moneyCall(db, request, m.id, funds.withdrawNew.path, input, (q) =>
      createWithdrawal(q, { memberId: m.id, cardId: input.cardId, amount, requestId }, cfgs),
    );
  });
}
