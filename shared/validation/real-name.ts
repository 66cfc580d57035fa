// The contract checks the real name too, so the rule lives there (its bottom layer).
export { isValidRealName, realName } from '../contract/form-fields';
