import type { UserInfo } from '@site/shared/contract';
import { t, type MessageKey } from '@site/shared/i18n';
import { maskRealName } from '@site/shared/format';

export type RowKey =
  | 'gender'
  | 'birthday'
  | 'registerDate'
  | 'realName'
  | 'phone'
  | 'email'
  | 'password'
  | 'withdrawPassword'
  | 'bankCard';

/** How a row's state reads: 已认证 / 已设置 / 已绑定 and their negatives. */
type StatusKind = 'verify' | 'set' | 'bind';

export interface InfoRow {
  key: RowKey;
  label: string;
  value: string;
  done: boolean;
  /** Verified / set / bound; none for a fact such as the register date, which nothing verifies. */
  status: string | null;
}

const STATUS: Record<StatusKind, [MessageKey, MessageKey]> = {
  verify: ['member.status.verified', 'member.status.unverified'],
  set: ['member.status.set', 'member.status.unset'],
  bind: ['member.status.bound', 'member.status.unbound'],
};

export type SecurityLevel = 'low' | 'medium' | 'high';

/** The seven security items of the server's score (contract: member.securityScore). */
function securityFlags(info: UserInfo): boolean[] {
  return [
    info.bindPassword ?? true,
    info.bindPhone,
    info.bindEmail ?? info.email !== '',
    info.bindRealName,
    info.bindBirthday ?? Boolean(info.birthday),
    info.bindWithdrawPassword ?? false,
    info.bindBankCard ?? false,
  ];
}

/** The server's score and level; computed the same way when an older server leaves them out. */
export function securityOf(info: UserInfo): { score: number; level: SecurityLevel } {
  const flags = securityFlags(info);
  const score = info.securityScore ?? Math.round((flags.filter(Boolean).length / flags.length) * 100);
  const level = info.securityLevel ?? (score >= 80 ? 'high' : score >= 50 ? 'medium' : 'low');
  return { score, level };
}

function row(key: RowKey, kind: StatusKind | null, done: boolean, value: string): InfoRow {
  const status = kind === null ? null : t(done ? STATUS[kind][0] : STATUS[kind][1]);
  return { key, label: t(`member.profile.rows.${key}`), value, done, status };
}

/** The rows of the user-info page (SPEC §3), in the spec's order, each done or not. */
export function userInfoRows(info: UserInfo): InfoRow[] {
  const notSet = t('member.profile.values.notSet');
  const gender = info.gender ?? 0;
  const birthday = info.birthday ?? '';
  const withdraw = info.bindWithdrawPassword ?? false;
  const bank = info.bindBankCard ?? false;
  const email = info.bindEmail ?? info.email !== '';
  return [
    row(
      'gender',
      'set',
      gender !== 0,
      gender === 1
        ? t('member.profile.values.male')
        : gender === 2
          ? t('member.profile.values.female')
          : notSet,
    ),
    row('birthday', 'set', birthday !== '', birthday || notSet),
    row('registerDate', null, true, info.registerTime.slice(0, 10)),
    row('realName', 'verify', info.bindRealName, info.bindRealName ? maskRealName(info.realName) : notSet),
    row(
      'phone',
      'verify',
      info.bindPhone,
      info.bindPhone ? `${info.areaCode ?? '+86'} ${info.phone}` : notSet,
    ),
    row('email', 'verify', email, email ? info.email : notSet),
    row('password', 'set', info.bindPassword ?? true, t('member.profile.values.passwordSet')),
    row(
      'withdrawPassword',
      'set',
      withdraw,
      t(
        withdraw
          ? 'member.profile.values.withdrawPasswordSet'
          : 'member.profile.values.withdrawPasswordUnset',
      ),
    ),
    row(
      'bankCard',
      'bind',
      bank,
      t(bank ? 'member.profile.values.bankCardBound' : 'member.profile.values.bankCardUnbound'),
    ),
  ];
}
