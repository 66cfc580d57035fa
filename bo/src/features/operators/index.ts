export { OperatorsPage } from './operators-page';
