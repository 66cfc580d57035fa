import { ErrorCode } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import type { UploadStore } from './uploads';
import { memberAreaMessages } from '../messages/members';

/** The drawn avatar set (the pictures are SVG in mf-member); ids are 'set:<n>'. */
export const AVATAR_SET = [
  { id: 'set:1', name: '金狮' },
  { id: 'set:2', name: '锦鲤' },
  { id: 'set:3', name: '熊猫' },
  { id: 'set:4', name: '祥龙' },
  { id: 'set:5', name: '足球' },
  { id: 'set:6', name: '篮球' },
  { id: 'set:7', name: '王牌' },
  { id: 'set:8', name: '皇冠' },
];

const avatarText = memberAreaMessages.avatar;

export async function avatarOf(q: Queryable, memberId: number): Promise<string> {
  const [row] = await q.query<{ avatar: string }>('SELECT avatar FROM members WHERE id = $1', [memberId]);
  return row?.avatar ?? 'set:1';
}

/** @throws {ApiError} 6007 unknown drawn avatar, 6004 an upload that is not this member's. */
export async function setAvatar(
  q: Queryable,
  uploads: UploadStore,
  memberId: number,
  avatar: string,
): Promise<string> {
  const [kind, ref = ''] = avatar.split(':');
  if (kind === 'set' && !AVATAR_SET.some((a) => a.id === avatar))
    throw new ApiError(ErrorCode.INVALID_PARAMETER, avatarText.unknown);
  if (kind === 'upload' && !(await uploads.owns(q, memberId, [ref])))
    throw new ApiError(ErrorCode.NOT_FOUND, avatarText.notYours);
  await q.query('UPDATE members SET avatar = $2 WHERE id = $1', [memberId, avatar]);
  return avatar;
}
