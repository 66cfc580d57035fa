// The one fake platform API of the remotes' tests lives in the shared package.
export {
  answer,
  callsTo,
  sent,
  resetFakeApi,
  ok,
  fail,
  networkDown,
  fakeApiModule,
} from '@site/shared/testing';
export type { SentCall, Answer } from '@site/shared/testing';
