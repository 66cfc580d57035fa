import { auth } from '@site/shared/contract';

/** SPEC §3, §9: the md5 every password travels as; one implementation, the contract's. */
export const md5Password = auth.md5Password;
