import type { UserInfoPage } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { formatChinaTime, toInt } from '../db/db';
import type { MemberRow } from '../session/sessions';
import { nameKey } from './login-guard';
import { maskEmail, maskPhone } from './mask';

/**
 * Everything the user-info page shows (SPEC §3), each item with its verified flag, and a
 * security level from the share of the seven security items done.
 */
export async function memberInfoOf(q: Queryable, m: MemberRow): Promise<UserInfoPage> {
  const [row] = await q.query<{
    gender: number;
    birthday: string | null;
    previous_login_at: Date | null;
    withdraw: boolean;
    cards: unknown;
  }>(
    // 上次登录 is the login before this one: members.last_login_at is this session's own.
    // Every login writes an 'ok' row (login-guard recordAttempt), found by its indexed name key.
    `SELECT m.gender, to_char(m.birthday, 'YYYY-MM-DD') AS birthday,
            (SELECT a.created_at FROM login_attempts a
              WHERE a.name_key = $2 AND a.member_id = m.id AND a.result = 'ok'
              ORDER BY a.created_at DESC OFFSET 1 LIMIT 1) AS previous_login_at,
            EXISTS (SELECT 1 FROM withdraw_passwords w WHERE w.member_id = m.id) AS withdraw,
            (SELECT count(*) FROM bank_cards b WHERE b.member_id = m.id) AS cards
       FROM members m WHERE m.id = $1`,
    [m.id, nameKey(m.name)],
  );
  const gender = row?.gender === 1 || row?.gender === 2 ? row.gender : 0;
  const birthday = row?.birthday ?? '';
  const flags = {
    bindPassword: true,
    bindPhone: m.phone !== '',
    bindEmail: m.email !== '',
    bindRealName: m.real_name !== '',
    bindBirthday: birthday !== '',
    bindWithdrawPassword: row?.withdraw === true,
    bindBankCard: toInt(row?.cards ?? 0) > 0,
  };
  const done = Object.values(flags).filter(Boolean).length;
  const securityScore = Math.round((done / Object.keys(flags).length) * 100);
  return {
    userId: String(m.id),
    name: m.name,
    phone: maskPhone(m.phone),
    areaCode: m.area_code,
    email: maskEmail(m.email),
    realName: m.real_name,
    vipGrade: m.vip_grade,
    registerTime: formatChinaTime(m.created_at),
    gender,
    birthday,
    bindGender: gender !== 0,
    ...flags,
    lastLoginTime: row?.previous_login_at ? formatChinaTime(row.previous_login_at) : '',
    securityScore,
    securityLevel: securityScore >= 80 ? 'high' : securityScore >= 50 ? 'medium' : 'low',
  };
}
