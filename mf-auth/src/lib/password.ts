import MD5 from 'crypto-js/md5';

/** SPEC §3, §9: passwords travel as the md5 (hex) of what the player typed, never in plain text. */
export function md5Password(plain: string): string {
  return MD5(plain).toString();
}
