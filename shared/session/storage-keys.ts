/**
 * Every value the site keeps in localStorage (SPEC §3), under these exact keys. One map,
 * so a renamed key is a single edit and nothing else in the code spells a key by hand.
 */
export const STORAGE_KEYS = {
  /** Login token; present exactly when the visitor is logged in. */
  token: 'token',
  /** Invite code from the landing URL (icode / i_code / i_Code). */
  inviteCode: 'icode',
  /** Referral code from the landing URL (rcode / r_code / r_Code). */
  referralCode: 'rcode',
  /** The URL the visitor landed on with a referral or invite code. */
  originalUrl: 'originalUrl',
  /** Member JWT of the chat socket (member/jwt). */
  jwtToken: 'jwtToken',
  userId: 'userId',
  /** "1" or "0". */
  hideZeroBalance: 'hideZeroBalance',
  /** Epoch ms when "remember password" was ticked; empty string when not remembered. */
  rememberPasswordAt: 'rememberPasswordTime',
  /** Last-used credentials, AES-encrypted (crypto-js) with the device key below. */
  rememberedCredentials: 'lastLoginInfo',
  /** A random key made on this device when "remember password" is first ticked; removed with the credentials. */
  rememberedCredentialsKey: 'lastLoginKey',
  /** 'classic' | 'professional'. */
  edition: 'edition',
  /** 'E' | 'H' | 'I' | 'M'. */
  oddsFormat: 'oddsFormat',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Prefix of the decrypted-data cache keys (SPEC §3); login-expired removes them all. */
export const DECRYPTED_CACHE_PREFIX = 'DD_';
