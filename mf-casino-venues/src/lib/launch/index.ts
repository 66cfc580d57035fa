// The public face of the launch feature: every page of this remote launches through it.
export { launchVenue, loadingPathFor } from './launch-venue';
export type { LaunchInput, LaunchOutcome } from './launch-venue';
export { decideLaunch, slotHostPathOf, EMBED_EXEMPT_VENUES, CRTY } from './launch-decision';
export type { LaunchAction } from './launch-decision';
export { useLaunch } from './use-launch';
export type { UseLaunch } from './use-launch';
export { listenForEnterVenue } from './enter-venue';
export { readSlotContent, readEmbeddedVenue } from './launch-handoff';
export { requestVenueResource } from './launch-api';
