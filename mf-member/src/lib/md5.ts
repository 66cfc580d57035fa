import { auth } from '@site/shared/contract';

/** SPEC §3, §9: passwords travel as md5 hex; the one implementation is the contract's (crypto-js). */
export const md5Password = auth.md5Password;
/** The same function, by the name the tests use for expected payloads. */
export const md5Hex = auth.md5Password;
