import { type promotions } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';

/**
 * The promotion form's terms as text fields and back (money typed in yuan, stored in fen).
 * Lists are one entry per line; a line that cannot be read is named in the error.
 */
export type TermsFields = Record<string, string>;
type Kind = promotions.PromotionKind;
type Terms = bo.PromotionTermsInput;

export const CATEGORIES = bo.VENUE_CATEGORIES;

const yuanToFen = (value: string): number | null => {
  const text = value.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
};
const fenToYuan = (fen: number | undefined) => (fen === undefined ? '' : String(fen / 100));
const lines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const cells = (line: string) => line.split(/[,，|｜\s]+/).filter(Boolean);

class FieldError extends Error {}
const bad = (message: string): never => {
  throw new FieldError(message);
};

function money(fields: TermsFields, key: string, name: string): number | undefined {
  const text = fields[key]?.trim() ?? '';
  if (text === '') return undefined;
  return yuanToFen(text) ?? bad(`${name}请填写金额（元，最多两位小数）`);
}
function whole(fields: TermsFields, key: string, name: string): number | undefined {
  const text = fields[key]?.trim() ?? '';
  if (text === '') return undefined;
  return /^\d{1,9}$/.test(text) ? Number(text) : bad(`${name}请填写整数`);
}
function moneyList(fields: TermsFields, key: string, name: string): number[] | undefined {
  const text = fields[key]?.trim() ?? '';
  if (text === '') return undefined;
  return cells(text.replace(/\n/g, ',')).map(
    (cell, i) => yuanToFen(cell) ?? bad(`${name}第 ${i + 1} 项不是有效金额`),
  );
}

/** Which kind-specific fields the form shows. */
export const KIND_FIELDS: Record<Kind, readonly string[]> = {
  firstDeposit: ['ratePercent', 'cap', 'minDeposit'],
  againDeposit: ['ratePercent', 'cap', 'minDeposit'],
  newTask: ['tasks'],
  signGift: ['signRewards'],
  drawGift: ['drawsPerDay', 'drawPerDeposit', 'drawPerTurnover', 'prizes'],
  bettingGift: ['tiers'],
  racePage: ['racePrizes'],
  friendInvitation: ['inviteRatePercent'],
  activityLandPage: ['sections', 'joinTargetId'],
};

/** The terms the fields describe, or the first thing to fix (Chinese, for the operator). */
export function toTerms(kind: Kind, fields: TermsFields): { terms: Terms } | { error: string } {
  try {
    const contributions: Terms['contributions'] = {};
    for (const c of CATEGORIES) {
      const value = whole(fields, `c.${c}`, `${c} 流水比例`);
      if (value !== undefined) contributions[c] = value;
    }
    const has = (key: string) => KIND_FIELDS[kind].includes(key);
    const terms: Terms = {
      period: fields.period === 'daily' ? 'daily' : 'once',
      turnoverMultiple: whole(fields, 'turnoverMultiple', '流水倍数') ?? 0,
      contributions,
      ...(fields.newMembersOnly === 'true' ? { newMembersOnly: true } : {}),
      ...(fields.needDeposit === 'true' ? { needDeposit: true } : {}),
    };
    const minVip = whole(fields, 'minVip', '最低 VIP 等级');
    if (minVip) terms.minVip = minVip;
    if (has('ratePercent')) terms.ratePercent = whole(fields, 'ratePercent', '赠送比例');
    if (has('cap')) terms.capFen = money(fields, 'cap', '最高赠送');
    if (has('minDeposit')) terms.minDepositFen = money(fields, 'minDeposit', '最低存款');
    if (has('drawsPerDay')) terms.drawsPerDay = whole(fields, 'drawsPerDay', '每日免费次数');
    if (has('drawPerDeposit')) terms.drawPerDepositFen = money(fields, 'drawPerDeposit', '每存款金额');
    if (has('drawPerTurnover')) terms.drawPerTurnoverFen = money(fields, 'drawPerTurnover', '每投注金额');
    if (has('inviteRatePercent'))
      terms.inviteRatePercent = whole(fields, 'inviteRatePercent', '邀请返利比例');
    if (has('joinTargetId')) terms.joinTargetId = whole(fields, 'joinTargetId', '参与活动编号');
    if (has('signRewards')) terms.signRewards = moneyList(fields, 'signRewards', '签到奖励');
    if (has('racePrizes')) terms.racePrizes = moneyList(fields, 'racePrizes', '排名奖金');
    if (has('tiers'))
      terms.tiers = lines(fields.tiers).map((line, i) => {
        const [turnover = '', reward = ''] = cells(line);
        const turnoverFen = yuanToFen(turnover);
        const rewardFen = yuanToFen(reward);
        if (turnoverFen === null || rewardFen === null) bad(`档位第 ${i + 1} 行应为「流水金额 奖励金额」`);
        return { turnoverFen: turnoverFen ?? 0, rewardFen: rewardFen ?? 0 };
      });
    if (has('prizes'))
      terms.prizes = lines(fields.prizes).map((line, i) => {
        const [id = '', name = '', amount = '', weight = ''] = cells(line);
        const amountFen = yuanToFen(amount);
        if (amountFen === null || !/^\d+$/.test(weight)) bad(`奖品第 ${i + 1} 行应为「编号 名称 金额 权重」`);
        return { id, name, amountFen: amountFen ?? 0, weight: Number(weight) };
      });
    if (has('tasks'))
      terms.tasks = (['bindPhone', 'realName', 'firstDeposit', 'firstBet'] as const).flatMap((code) => {
        const reward = money(fields, `task.${code}`, TASK_TITLES[code]);
        return reward === undefined ? [] : [{ code, title: TASK_TITLES[code], rewardFen: reward }];
      });
    if (has('sections'))
      terms.sections = lines(fields.sections).map((line, i) => {
        const [title = '', ...body] = line.split(/[|｜]/);
        if (!title.trim() || body.join('').trim() === '') bad(`段落第 ${i + 1} 行应为「标题｜内容」`);
        return { title: title.trim(), body: body.join('|').trim() };
      });
    for (const key of Object.keys(terms) as (keyof Terms)[]) if (terms[key] === undefined) delete terms[key];
    return { terms };
  } catch (error) {
    if (error instanceof FieldError) return { error: error.message };
    throw error;
  }
}

export const TASK_TITLES = {
  bindPhone: '绑定手机号',
  realName: '绑定真实姓名',
  firstDeposit: '完成首次存款',
  firstBet: '完成首笔投注',
} as const;

/** The stored terms as the form's fields. */
export function fromTerms(raw: Record<string, unknown>): TermsFields {
  const t = raw as Partial<Terms>;
  const fields: TermsFields = {
    period: t.period ?? 'once',
    turnoverMultiple: String(t.turnoverMultiple ?? 0),
    newMembersOnly: String(t.newMembersOnly === true),
    needDeposit: String(t.needDeposit === true),
    minVip: t.minVip ? String(t.minVip) : '',
    ratePercent: t.ratePercent === undefined ? '' : String(t.ratePercent),
    cap: fenToYuan(t.capFen),
    minDeposit: fenToYuan(t.minDepositFen),
    drawsPerDay: t.drawsPerDay === undefined ? '' : String(t.drawsPerDay),
    drawPerDeposit: fenToYuan(t.drawPerDepositFen),
    drawPerTurnover: fenToYuan(t.drawPerTurnoverFen),
    inviteRatePercent: t.inviteRatePercent === undefined ? '' : String(t.inviteRatePercent),
    joinTargetId: t.joinTargetId === undefined ? '' : String(t.joinTargetId),
    signRewards: (t.signRewards ?? []).map((f) => f / 100).join(', '),
    racePrizes: (t.racePrizes ?? []).map((f) => f / 100).join(', '),
    tiers: (t.tiers ?? []).map((x) => `${x.turnoverFen / 100} ${x.rewardFen / 100}`).join('\n'),
    prizes: (t.prizes ?? []).map((x) => `${x.id} ${x.name} ${x.amountFen / 100} ${x.weight}`).join('\n'),
    sections: (t.sections ?? []).map((x) => `${x.title}｜${x.body}`).join('\n'),
  };
  for (const c of CATEGORIES) {
    const v = t.contributions?.[c];
    fields[`c.${c}`] = v === undefined ? '' : String(v);
  }
  for (const task of t.tasks ?? []) fields[`task.${task.code}`] = String(task.rewardFen / 100);
  return fields;
}

/** A new promotion's starting fields: the site's standard contributions, once per member. */
export function blankFields(): TermsFields {
  return fromTerms({
    period: 'once',
    turnoverMultiple: 1,
    contributions: { TY: 100, DZ: 100, BY: 100, QP: 50, ZR: 50, DJ: 100, CP: 30 },
  });
}
