export { WithdrawalQueue } from './withdrawal-queue';
