export { ResponsibleGaming } from './responsible-gaming';
