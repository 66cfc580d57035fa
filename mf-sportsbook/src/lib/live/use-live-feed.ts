import { useEffect, useRef, useState } from 'react';
import type { sports } from '@site/shared/contract';
import type { OddsStore } from '../odds/odds-store';
import { SportsSocket, type SocketState } from './sports-socket';

export interface LiveFeedHandlers {
  /** Matches started or closed: the board's list itself changed. */
  onListChanged?: (delta: Pick<sports.DeltaBatch, 'started' | 'closed'>) => void;
  onTicket?: (push: sports.TicketPush) => void;
  onSettled?: (push: sports.SettledPush) => void;
}

/**
 * Connects a page or widget to the live push: deltas of `sportType` (and only of `gameIds`
 * when given) go into the odds store (which batches them per frame), ticket and settlement
 * pushes to the handlers. `enabled` false (tests, the synthetic board) opens no socket.
 */
export function useLiveFeed(
  store: OddsStore,
  sportType: sports.SportFilter,
  handlers: LiveFeedHandlers,
  enabled = true,
  gameIds?: readonly string[],
): SocketState {
  const [state, setState] = useState<SocketState>('closed');
  const socketRef = useRef<SportsSocket | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return undefined;
    const socket = new SportsSocket();
    socketRef.current = socket;
    const subs = [
      socket.state$.subscribe(setState),
      socket.deltas$().subscribe((batch) => {
        store.push(batch);
        if (batch.started.length || batch.closed.length) handlersRef.current.onListChanged?.(batch);
      }),
      socket.tickets$().subscribe((push) => handlersRef.current.onTicket?.(push)),
      socket.settled$().subscribe((push) => handlersRef.current.onSettled?.(push)),
    ];
    socket.connect();
    return () => {
      subs.forEach((s) => s.unsubscribe());
      socket.close();
      socketRef.current = null;
    };
  }, [store, enabled]);

  const games = gameIds?.join(',');
  useEffect(() => {
    socketRef.current?.subscribe({
      sportType,
      ...(games === undefined ? {} : { gameIds: games ? games.split(',') : [] }),
    });
  }, [sportType, games, enabled]);

  return state;
}
