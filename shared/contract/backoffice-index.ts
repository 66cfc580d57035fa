// The back office's calls (the operator's half), apart from the player's contract: the
// player's site never loads them (issue 31: they were a fifth of the contract every player's
// boot built). The back office and the server import them from '@site/shared/backoffice-contract'.
export * as backoffice from './backoffice';
