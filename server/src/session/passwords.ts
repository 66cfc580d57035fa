// Password hashing moved to security/ (funds/ needs it too, and session/ needs funds/ to
// open a new member's wallets: living here it made session/ and funds/ import each other).
// This re-export keeps the importers owned by other work streams building; import from
// '../security/passwords' in new code and delete this file once none is left.
export {
  burnPasswordCheck,
  hashPassword,
  needsRehash,
  SCRYPT_PARAMS,
  verifyPassword,
} from '../security/passwords';
