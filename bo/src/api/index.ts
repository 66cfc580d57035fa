export { boCall } from './client';
export { errorText } from './error-text';
export { useBoQuery } from './use-bo-query';
export type { BoQuery } from './use-bo-query';
