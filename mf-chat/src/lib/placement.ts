import { BehaviorSubject } from 'rxjs';

/**
 * How many chats a game page mounted itself (inline beside the game, or docked at the edge
 * of a narrow one): while one is, the floating widget of the host steps aside, so a page
 * never shows two chats on one socket.
 */
export const inlineChats$ = new BehaviorSubject(0);
