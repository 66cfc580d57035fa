// The form-rule messages live with the contract (the bottom layer checks them too): one source.
export { validation } from '../../contract/validation-messages';
