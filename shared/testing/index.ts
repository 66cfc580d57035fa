// Test helpers for the remotes' jest tests; never imported by production code.
export { answer, callsTo, sent, resetFakeApi, ok, fail, networkDown, fakeApiModule } from './fake-api';
export type { SentCall, Answer } from './fake-api';
