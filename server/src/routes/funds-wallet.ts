import type { FastifyInstance } from 'fastify';
import { ErrorCode, fenToYuanText, funds, yuanTextToFen } from '@site/shared/contract';
import type { Db } from '../db/db';
import { USDT_RATE } from '../funds/catalog';
import { listVenues, venueOf } from '../funds/venues';
import { moveMoney } from '../money/door';
import { moneyCall, requestIdOf } from '../money/idempotency';
import { CENTER, LOCK, balanceOf, venueBalances, venueWallet, type Wallet } from '../money/ledger';
import { MoneyRefusedError } from '../money/refusal';
import { venueTransfer } from '../funds/venue-transfer';
import { autoTransferOn, setAutoTransfer } from '../funds/wallet-settings';
import { ApiError } from '../http/api-error';
import { memberRoute, memberRouteWithSessionRef } from '../http/route';
import { fundsMemos as memos, fundsMessages as text } from '../messages/funds';
import type { SessionStore } from '../session/sessions';

const yuan = fenToYuanText;

/** Wallet and venue calls (SPEC §7): balances, center ↔ venue transfers, recycle, auto transfer. */
export function fundsWalletRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  memberRoute(app, sessions, funds.getBalance, async ({ withLockMoney }, m) => {
    const [center, lock] = await Promise.all([balanceOf(db, m.id, CENTER), balanceOf(db, m.id, LOCK)]);
    // SPEC §3: the center wallet balance includes lock money when asked for it.
    return { centerWalletBalance: yuan(withLockMoney ? center + lock : center), lockMoney: yuan(lock) };
  });

  memberRoute(app, sessions, funds.allBalance, async ({ category }, m) => {
    if (category !== funds.ALL_VENUES_CATEGORY)
      throw new ApiError(ErrorCode.INVALID_PARAMETER, text.allVenuesOnly(funds.ALL_VENUES_CATEGORY));
    const [venues, balances, center, autoTransfer] = await Promise.all([
      listVenues(db),
      venueBalances(db, m.id),
      balanceOf(db, m.id, CENTER),
      autoTransferOn(db, m.id),
    ]);
    const list = venues.map((v) => ({
      channelCode: v.code,
      name: v.name,
      category: v.category,
      status: v.status,
      balance: yuan(balances.get(v.code) ?? 0),
    }));
    const total = venues.reduce((sum, v) => sum + (balances.get(v.code) ?? 0), 0);
    return {
      category,
      totalBalance: yuan(total),
      centerWalletBalance: yuan(center),
      autoTransferStatus: autoTransfer ? (1 as const) : (0 as const),
      list,
    };
  });

  memberRoute(app, sessions, funds.venueBalance, async ({ channelCode }, m) => {
    const v = await venueOf(db, channelCode);
    return {
      channelCode: v.code,
      name: v.name,
      category: v.category,
      status: v.status,
      balance: yuan(await balanceOf(db, m.id, venueWallet(v.code))),
    };
  });

  // The hot money call (issue 16): session, claim, checks and both ledger legs are one SQL
  // call (funds/venue-transfer.ts), and no request log lines at info (errors still log).
  memberRouteWithSessionRef(
    app,
    sessions,
    funds.venueTransfer,
    async (input, session, request) => {
      let requestId: string;
      try {
        requestId = requestIdOf(request);
      } catch (error) {
        await sessions.requireMember(request); // 6001 before 6007, as on every member call
        throw error;
      }
      return venueTransfer(db, session, requestId, input);
    },
    { logLevel: 'warn' },
  );

  memberRoute(app, sessions, funds.recycle, async (input, m, request) => {
    return moneyCall(db, request, m.id, funds.recycle.path, input, async (q) => {
      const requestId = requestIdOf(request);
      const balances = await venueBalances(q, m.id);
      const recycled: { channelCode: string; amount: string }[] = [];
      const skipped: { channelCode: string; amount: string; status_code: number; message: string }[] = [];
      let total = 0;
      let seq = 0;
      for (const v of await listVenues(q)) {
        const amount = balances.get(v.code) ?? 0;
        if (amount <= 0) continue;
        // The door's policies decide (venue open, 6413): a refused venue is listed, not fatal.
        try {
          await moveMoney(q, {
            kind: 'venue_out',
            memberId: m.id,
            from: venueWallet(v.code),
            to: CENTER,
            amount,
            requestId,
            seq,
            memo: memos.recycle(v.name),
          });
          seq += 1;
        } catch (error) {
          if (!(error instanceof MoneyRefusedError)) throw error;
          skipped.push({
            channelCode: v.code,
            amount: yuan(amount),
            status_code: error.code,
            message: error.message,
          });
          continue;
        }
        recycled.push({ channelCode: v.code, amount: yuan(amount) });
        total += amount;
      }
      return {
        amount: yuan(total),
        centerWalletBalance: yuan(await balanceOf(q, m.id, CENTER)),
        recycled,
        skipped,
      };
    });
  });

  memberRoute(app, sessions, funds.setAutoTransferStatus, async ({ status }, m) => {
    await setAutoTransfer(db, m.id, status === 1);
    return { status };
  });

  memberRoute(app, sessions, funds.utcTransfer, async (input, m, request) => {
    const amount = yuanTextToFen(input.amount);
    if (input.from === input.to) throw new ApiError(ErrorCode.INVALID_PARAMETER, text.sameWallet);
    return moneyCall(db, request, m.id, funds.utcTransfer.path, input, async (q) => {
      // Venue state and 6413 are the door's policies; here only the names for the memo.
      const side = async (ref: string): Promise<{ wallet: Wallet; name: string }> => {
        if (ref === 'center') return { wallet: CENTER, name: text.centerWallet };
        const v = await venueOf(q, ref);
        return { wallet: venueWallet(v.code), name: v.name };
      };
      const from = await side(input.from);
      const to = await side(input.to);
      const kind =
        input.from === 'center' ? 'venue_in' : input.to === 'center' ? 'venue_out' : 'wallet_transfer';
      const moved = await moveMoney(q, {
        kind,
        memberId: m.id,
        from: from.wallet,
        to: to.wallet,
        amount,
        requestId: requestIdOf(request),
        memo: memos.transfer(from.name, to.name),
      });
      return {
        from: input.from,
        to: input.to,
        amount: yuan(amount),
        fromBalance: yuan(moved.fromBalance),
        toBalance: yuan(moved.toBalance),
      };
    });
  });

  memberRoute(app, sessions, funds.getTransferRate, async ({ currency }) => ({
    currency,
    rate: USDT_RATE,
    unit: 'CNY' as const,
  }));
}
