// The contract checks the real name too, so the rule lives there (its bottom layer).
import { z } from 'zod';
import { realName } from '../contract/form-fields';

export { isValidRealName, realName } from '../contract/form-fields';

/** The real-name binding form (its one field, the contract's rule). */
export const realNameForm = z.object({ realName });
