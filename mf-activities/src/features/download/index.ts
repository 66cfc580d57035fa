// The download page's public face inside mf-activities: the page composition for src/expose.
export { DownloadCentre } from './download';
