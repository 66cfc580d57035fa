import { fenToYuanText as yuan } from '@site/shared/contract';
import { formatChinaTime } from '../db/db';

type Kind = 'deposit' | 'loss' | 'wager';
type Period = 'day' | 'week' | 'month';

const KIND: Record<Kind, string> = { deposit: '存款', loss: '亏损', wager: '投注' };
/** Rolling windows (24 hours, 7 days, 30 days); the page explains they reset piece by piece. */
const PERIOD: Record<Period, string> = { day: '每日', week: '每周', month: '每月' };

/** MM-DD HH:mm in China time. */
const short = (iso: string | Date) => formatChinaTime(iso).slice(5, 16);

/** Player protection (issue 29): refusals and the page's answers. */
export const protectionMessages = {
  /** 已达到您设置的每日存款限额 500.00 元，剩余 0.00 元，将于 11-28 14:30 恢复 */
  limitReached: (kind: Kind, period: Period, amountFen: number, leftFen: number, resets: string | null) =>
    `${leftFen > 0 ? '本次金额超过' : '已达到'}您设置的${PERIOD[period]}${KIND[kind]}限额 ${yuan(amountFen)} 元，` +
    `剩余 ${yuan(leftFen)} 元${resets ? `，将于 ${short(resets)} 恢复` : ''}`,
  sessionLimitReached: (minutes: number) =>
    `本次登录已达到您设置的单次登录时长 ${minutes} 分钟，请休息一下，重新登录后可继续`,
  applied: '已生效',
  unchanged: '限额未变更',
  /** An increase or removal: 24 hours of cooling-off, then the member confirms. */
  pending: (at: Date) => `提高或取消限额需冷静期 24 小时，将于 ${short(at)} 后可确认生效，当前限额继续有效`,
  confirmed: '新的限额已确认生效',
  cancelled: '已撤销限额变更申请，当前限额继续有效',
  periodRequired: '请选择限额周期',
  nothingPending: '没有待确认的限额变更',
  notYet: (at: Date) => `冷静期未满，请于 ${short(at)} 后再确认`,
  passwordWrong: '登录密码错误',
  /** Operators and code alike: a member's own time-out or self-exclusion is never lifted early. */
  cannotLift: (until: string) => `冷静期或自我排除在 ${until} 结束前不能解除或缩短`,
  noPromotions: '冷静期或自我排除期间不能参加优惠活动',
  noDeposits: '冷静期或自我排除期间不能存款',
  excludedIdentity: '该手机号、邮箱或真实姓名所属账户正处于自我排除期，不能用于注册或绑定',
  excludedDevice: '此设备上的账户正处于自我排除期，期间不能注册新账户',
} as const;
