// The help centre's public face inside mf-activities: the page composition for src/expose.
export { HelpCentre } from './help-centre';
