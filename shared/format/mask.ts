/**
 * How a name is hidden wherever the site shows it, one rule per kind of name, used by the
 * pages and by the server (server/src/auth/mask.ts): two pages that masked the same name
 * differently (王** on the profile, *小明 on the bank card) gave it away whole between them.
 */

/**
 * A real name with only its first letter shown: 王小明 -> 王**, John·Smith -> J***·*****.
 * Middle dots stay (they say where a foreign name splits, not what it is). Masking an
 * already masked name changes nothing, so a page may mask what the server sent again.
 */
export function maskRealName(name: string): string {
  return Array.from(name.trim())
    .map((c, i) => (i === 0 || c === '·' ? c : '*'))
    .join('');
}

/**
 * A username as other players see it (chat, leaderboards, invitee lists): its first two
 * and last characters, ab***9; a name of two characters or fewer shows its first only.
 */
export function maskUsername(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 2) return chars.length === 0 ? '' : `${chars[0]}*`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
