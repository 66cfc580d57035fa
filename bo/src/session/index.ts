export { BO_SESSION_KEY, can, operatorSession, useOperatorSession } from './operator-session';
export type { OperatorSession, SessionNotice, SessionState } from './operator-session';
