import { t } from '@site/shared/i18n';
import { setValidationLookup } from '../contract/validation-messages';

// The contract's rules read their messages through i18n once validation is loaded, so brand
// overrides apply to them too (the contract itself may not import i18n).
setValidationLookup((key, params) => t(key, params));

export { message, tooLong, repeatFilled } from '../contract/validation-messages';
