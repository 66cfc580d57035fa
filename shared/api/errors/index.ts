export { ApiError } from './api-error';
export { LoginExpiredError } from './login-expired-error';
export { ChallengeError } from './challenge-error';
export type { Challenge } from './challenge-error';
export { NetworkError } from './network-error';
export { ResponseValidationError } from './response-validation-error';
