// Test helpers for the remotes' jest tests; never imported by production code.
export {
  answer,
  callsTo,
  sentTo,
  sent,
  resetFakeApi,
  ok,
  fail,
  challenge,
  networkDown,
  fakeApiModule,
} from './fake-api';
export type { SentCall, Answer } from './fake-api';
export { renderWithSite, recordBus } from './render';
export type { RenderOptions } from './render';
export { FakeSocket } from './fake-socket';
