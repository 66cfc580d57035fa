import { BehaviorSubject } from 'rxjs';

/**
 * How many inline chats (a game page's) are mounted: while one is, the floating widget of
 * the host steps aside, so a page never shows two chats on one socket.
 */
export const inlineChats$ = new BehaviorSubject(0);
