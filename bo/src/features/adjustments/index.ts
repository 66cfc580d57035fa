export { AdjustmentsPage } from './adjustments-page';
