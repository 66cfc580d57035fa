import { ErrorCode, fenToYuanText, type memberArea } from '@site/shared/contract';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { CENTER, balanceOf } from '../money/ledger';
import { ApiError } from '../http/api-error';
import { grantSpins } from '../games/free-spins';
import { grantReward } from '../rewards/grant';
import { syncGrade } from '../vip/grades';
import { totalOf, turnoverOf } from '../vip/stats';
import { pointsText } from '../messages/points';

/** One point per yuan of valid turnover; bonus items carry a 1x turnover requirement. */
const FEN_PER_POINT = 100;
const BONUS_MULTIPLE = 1;

interface ItemRow {
  id: number;
  kind: 'bonus' | 'physical' | 'spins';
  name: string;
  points: number;
  bonus_fen: unknown;
  stock: number;
  min_grade: number;
  art: string;
  spins: number;
  spin_stake_fen: unknown;
  spin_venue: string | null;
  spin_venue_name: string | null;
  spin_days: number;
}

const ITEMS_SQL = `SELECT i.*, v.name AS spin_venue_name FROM exchange_items i LEFT JOIN venues v ON v.code = i.spin_venue`;

export async function pointsOf(
  q: Queryable,
  memberId: number,
): Promise<{ earned: number; spent: number; points: number }> {
  const earned = Math.floor(totalOf(await turnoverOf(q, memberId)) / FEN_PER_POINT);
  const [row] = await q.query<{ n: unknown }>(
    'SELECT coalesce(sum(points), 0) AS n FROM exchange_records WHERE member_id = $1',
    [memberId],
  );
  const spent = toInt(row?.n ?? 0);
  return { earned, spent, points: Math.max(0, earned - spent) };
}

const itemView = (r: ItemRow): memberArea.ExchangeItem => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  points: r.points,
  bonus: fenToYuanText(toInt(r.bonus_fen)),
  stock: r.stock,
  minGrade: r.min_grade,
  art: r.art,
  ...(r.kind === 'spins'
    ? {
        spins: r.spins,
        spinStake: fenToYuanText(toInt(r.spin_stake_fen)),
        spinVenue: r.spin_venue ?? '',
        spinVenueName: r.spin_venue_name ?? r.spin_venue ?? '',
        spinDays: r.spin_days,
      }
    : {}),
});

export async function pointsInfo(q: Queryable, memberId: number): Promise<memberArea.PointsInfo> {
  const grade = await syncGrade(q, memberId);
  const items = await q.query<ItemRow>(`${ITEMS_SQL} ORDER BY i.kind, i.points`);
  return { ...(await pointsOf(q, memberId)), grade, items: items.map(itemView) };
}

export interface Address {
  receiver: string;
  phone: string;
  address: string;
}

/**
 * Exchanges points for one item, in the caller's transaction (a moneyCall, member locked):
 * the balance check and the spend commit together, and the stock goes down only by a
 * conditional UPDATE, so neither points nor stock can go below zero.
 * @throws {ApiError} 6004 unknown item; 6007 grade, address, points or stock.
 */
export async function exchange(q: Queryable, memberId: number, itemId: number, address: Address | undefined) {
  const [item] = await q.query<ItemRow>(`${ITEMS_SQL} WHERE i.id = $1`, [itemId]);
  if (!item) throw new ApiError(ErrorCode.NOT_FOUND, pointsText.noItem);
  const grade = await syncGrade(q, memberId);
  if (grade < item.min_grade)
    throw new ApiError(ErrorCode.INVALID_PARAMETER, pointsText.needGrade(item.min_grade));
  if (item.kind === 'physical' && !address)
    throw new ApiError(ErrorCode.INVALID_PARAMETER, pointsText.needAddress);
  const { points } = await pointsOf(q, memberId);
  if (points < item.points)
    throw new ApiError(ErrorCode.INVALID_PARAMETER, pointsText.notEnough(item.points, points));
  const taken = await q.query(
    'UPDATE exchange_items SET stock = stock - 1 WHERE id = $1 AND stock > 0 RETURNING id',
    [itemId],
  );
  if (taken.length === 0) throw new ApiError(ErrorCode.INVALID_PARAMETER, pointsText.outOfStock);
  const physical = item.kind === 'physical' ? address : undefined;
  const [record] = await q.query<{ id: unknown }>(
    `INSERT INTO exchange_records (member_id, item_id, points, status, receiver, phone, address) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      memberId,
      itemId,
      item.points,
      physical ? 'shipping' : 'credited',
      physical?.receiver ?? null,
      physical?.phone ?? null,
      physical?.address ?? null,
    ],
  );
  const recordId = String(toInt(record?.id));
  const bonusFen = toInt(item.bonus_fen);
  if (item.kind === 'bonus' && bonusFen > 0) {
    await grantReward(q, {
      memberId,
      kind: 'points_exchange',
      amountFen: bonusFen,
      turnoverMultiple: BONUS_MULTIPLE,
      source: 'points_exchange',
      sourceRef: recordId,
      title: pointsText.title(item.name),
    });
  }
  if (item.kind === 'spins' && item.spin_venue) {
    await grantSpins(q, memberId, recordId, {
      venue: item.spin_venue,
      spins: item.spins,
      stakeFen: toInt(item.spin_stake_fen),
      days: item.spin_days,
    });
  }
  return {
    recordId,
    points: points - item.points,
    centerWalletBalance: fenToYuanText(await balanceOf(q, memberId, CENTER)),
  };
}

export async function exchangeRecords(q: Queryable, memberId: number, pageNum: number, pageSize: number) {
  const [count] = await q.query<{ n: unknown }>(
    'SELECT count(*) AS n FROM exchange_records WHERE member_id = $1',
    [memberId],
  );
  const rows = await q.query<{
    id: unknown;
    name: string;
    kind: 'bonus' | 'physical' | 'spins';
    points: number;
    bonus_fen: unknown;
    status: 'credited' | 'shipping';
    receiver: string | null;
    phone: string | null;
    address: string | null;
    created_at: Date;
  }>(
    `SELECT r.id, i.name, i.kind, r.points, i.bonus_fen, r.status, r.receiver, r.phone, r.address, r.created_at
       FROM exchange_records r JOIN exchange_items i ON i.id = r.item_id
      WHERE r.member_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNum - 1) * pageSize],
  );
  return {
    list: rows.map((r) => ({
      id: String(toInt(r.id)),
      itemName: r.name,
      kind: r.kind,
      points: r.points,
      bonus: fenToYuanText(toInt(r.bonus_fen)),
      status: r.status,
      address: r.address ? `${r.receiver ?? ''} ${r.phone ?? ''} ${r.address}` : '',
      createdAt: formatChinaTime(r.created_at),
    })),
    total: toInt(count?.n ?? 0),
    pageNum,
    pageSize,
  };
}
