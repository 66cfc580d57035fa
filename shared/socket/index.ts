export { ReconnectingSocket, SOCKET_TIMINGS } from './reconnecting-socket';
export type { Frame, LinkState, ReconnectingSocketOptions, SocketLike } from './reconnecting-socket';
