import { request } from '@site/shared/api';
import { sports } from '@site/shared/contract';
import { betTypeOf, MAIN_STAKE, stakeLines } from '../state/slip-summary';
import type { SlipState } from '../state/slip-types';

/** The placement payload of a slip: its bet type, every pick as seen, the stake(s), auto acceptance. */
export function placeBetPayload(state: SlipState): sports.PlaceBetRequest {
  const betType = betTypeOf(state);
  const selections = state.selections.map((s) => ({
    gameId: s.gameInfo.gameId,
    selectionId: s.key,
    w: s.playInfo.w,
    r: s.oddInfo.r,
    line: s.oddInfo.line,
    odds: s.oddInfo.odds,
  }));
  if (betType === 'series') {
    const series = stakeLines(state)
      .filter((l) => l.option !== null && Number(state.stakes[l.key] ?? '') > 0)
      .map((l) => ({ option: l.option as sports.SeriesOption, unitStake: state.stakes[l.key] ?? '' }));
    return { betType, selections, series, autoAccept: state.autoAccept };
  }
  return { betType, selections, stake: state.stakes[MAIN_STAKE] ?? '', autoAccept: state.autoAccept };
}

export function ticketStatus(ticketId: string) {
  return request(sports.ticketStatus, { ticket_id: ticketId });
}
