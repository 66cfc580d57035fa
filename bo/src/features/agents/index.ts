export { AgentsPage } from './agents-page';
