import { useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import {
  failureText as errorText,
  refreshBalances,
  siteQueryClient,
  useMoneyMutation,
} from '@site/shared/api';
import { sports } from '@site/shared/contract';
import { fenToYuanText } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { toast } from '@site/shared/ui';
import { placeBetPayload, ticketStatus } from './api/place-bet';
import { placementAtom, slipAtom } from './state/slip-atoms';
import { applyChanges, placeBlockedReason } from './state/slip-logic';
import { slipTotals, stakeLines } from './state/slip-summary';

const POLL_MS = 1_000;
const MAX_POLLS = 60;

/** Why the stakes cannot be sent, or null: nothing entered, or a bet under the minimum. */
export function stakeProblem(state: Parameters<typeof slipTotals>[0]): string | null {
  if (slipTotals(state).stakeFen <= 0) return t('sports.slip.stakeRequired');
  for (const line of stakeLines(state)) {
    const text = state.stakes[line.key] ?? '';
    const fen = Math.round(Number(text) * 100);
    if (text !== '' && fen > 0 && fen < sports.STAKE_LIMITS.minFen) {
      return t('sports.slip.minStake', { amount: fenToYuanText(sports.STAKE_LIMITS.minFen) });
    }
  }
  return null;
}

/**
 * Placement of the slip (SPEC §4): submitting, then accepted, or pending (in-play delay)
 * until the ticket ends (push or polling), or odds changed. A retry of the same unsettled
 * slip reuses its request id so it is never placed twice. Every end refreshes the balance.
 */
export function usePlaceBet({ onPlaced }: { onPlaced?: () => void } = {}) {
  const store = useStore();
  // Owns the request id: a lost answer keeps it, so placing the same slip again cannot place twice.
  const { run: sendBet } = useMoneyMutation(sports.placeBet);
  const polling = useRef<ReturnType<typeof setTimeout> | null>(null);
  const placedRef = useRef(onPlaced);
  placedRef.current = onPlaced;

  useEffect(
    () => () => {
      if (polling.current) clearTimeout(polling.current);
    },
    [],
  );

  /** The ticket ended (ticketStatus answer or socket push). Ignored unless it is the one pending. */
  const ticketEnded = useCallback(
    (ticketId: string, status: 'accepted' | 'rejected', reason: string | null) => {
      const placement = store.get(placementAtom);
      if (placement.status !== 'pending' || !placement.ticketIds.includes(ticketId)) return;
      if (polling.current) clearTimeout(polling.current);
      if (status === 'accepted') {
        store.set(placementAtom, { status: 'accepted', ticketIds: placement.ticketIds });
        toast.success(t('sports.slip.accepted'));
      } else {
        const why = reason ?? t('sports.myBets.rejected');
        store.set(placementAtom, { status: 'rejected', reason: why });
        toast.error(t('sports.slip.rejected', { reason: why }));
      }
      refreshBalances(siteQueryClient);
      placedRef.current?.();
    },
    [store],
  );

  const poll = useCallback(
    (ticketId: string, round: number, delay: number) => {
      polling.current = setTimeout(() => {
        ticketStatus(ticketId).then(
          (answer) => {
            if (answer.status === 'pending') {
              if (round < MAX_POLLS) poll(ticketId, round + 1, POLL_MS);
              return;
            }
            ticketEnded(ticketId, answer.status, answer.reason);
          },
          () => round < MAX_POLLS && poll(ticketId, round + 1, POLL_MS),
        );
      }, delay);
    },
    [ticketEnded],
  );

  const place = useCallback(async () => {
    const state = store.get(slipAtom);
    const blocked = placeBlockedReason(state) ?? stakeProblem(state);
    if (blocked) {
      toast.warning(blocked);
      return;
    }
    const payload = placeBetPayload(state);
    store.set(placementAtom, { status: 'submitting' });
    try {
      const answer = await sendBet(payload);
      if (answer.status === 'oddsChanged') {
        store.set(slipAtom, applyChanges(store.get(slipAtom), answer.changes));
        toast.warning(t('sports.slip.oddsChangedRejected'));
        return;
      }
      const ticketIds = answer.ticket_id ? [answer.ticket_id] : answer.bets.map((b) => b.betId);
      if (answer.status === 'pending' && answer.ticket_id) {
        store.set(placementAtom, { status: 'pending', ticketIds });
        poll(answer.ticket_id, 0, Math.max(answer.delayMs, POLL_MS));
        return;
      }
      store.set(placementAtom, { status: 'accepted', ticketIds });
      toast.success(t('sports.slip.accepted'));
      placedRef.current?.();
    } catch (error) {
      store.set(placementAtom, { status: 'rejected', reason: errorText(error) });
      toast.error(t('sports.slip.rejected', { reason: errorText(error) }));
    }
  }, [store, poll, sendBet]);

  return { place, ticketEnded };
}
