import { z } from 'zod';

/**
 * The ranges of the database's integer columns, for every id, count, page and size a request
 * carries (issue 26: an itemId of 2147483648 overflowed an INTEGER column and answered 6005).
 * Past the range is the caller's mistake, 6007, and never reaches the database.
 */

/** PostgreSQL INTEGER's largest value. */
export const DB_INT_MAX = 2_147_483_647;

/** An integer an INTEGER column or parameter holds: a count, a page, a size, a code. Chain `.max()` to narrow. */
export const dbInt = (min = -DB_INT_MAX - 1) => z.number().int().min(min).max(DB_INT_MAX);

/** A positive id of an INTEGER column. */
export const dbId = () => dbInt(1);

/** An integer of a BIGINT column, as far as a JS number counts exactly (Number.MAX_SAFE_INTEGER). */
export const dbBigInt = (min = 0) => z.number().int().min(min).max(Number.MAX_SAFE_INTEGER);

/** A positive id of a BIGINT column (an identity that keeps growing: messages, joins, cards). */
export const dbBigId = () => dbBigInt(1);
