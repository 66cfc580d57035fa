/** The remotes a brand manifest names, each with the URL of its exact version (brand.ts). */
export const REMOTE_NAMES = [
  'mf_auth',
  'mf_sportsbook',
  'mf_casino_venues',
  'mf_member',
  'mf_funds',
  'mf_activities',
  'mf_chat',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
