import { createStore } from 'jotai';
import { oddsFormatAtom } from '@site/shared/session';
import { pick } from '../../../testing/picks';
import {
  applySlipOddsAtom,
  autoAcceptAtom,
  displayOddsFormatAtom,
  multipleAtom,
  placementAtom,
  selectPickAtom,
  seriesAtom,
  slipAtom,
} from './slip-atoms';
import { acceptOdds, placeBlockedReason, removePick, setStake } from './slip-logic';
import { placeBetPayload } from '../api/place-bet';

function setup(options: { multiple?: boolean; series?: boolean } = {}) {
  const store = createStore();
  if (options.multiple) store.set(multipleAtom, true);
  if (options.series) store.set(seriesAtom, true);
  const select = (p: ReturnType<typeof pick>) => store.set(selectPickAtom, p);
  const keys = () => store.get(slipAtom).selections.map((s) => s.key);
  return { store, select, keys };
}

describe('bet slip rules (SPEC §4, §5)', () => {
  it('starts in single mode, series off, automatic odds acceptance on', () => {
    const { store } = setup();
    expect(store.get(multipleAtom)).toBe(false);
    expect(store.get(seriesAtom)).toBe(false);
    expect(store.get(autoAcceptAtom)).toBe(true);
  });

  it('single mode: a new selection replaces the others', () => {
    const { select, keys } = setup();
    select(pick('1'));
    select(pick('2'));
    expect(keys()).toEqual(['2|R|H']);
  });

  it('selecting the same selection again removes it', () => {
    const { select, keys } = setup({ multiple: true });
    select(pick('1'));
    select(pick('2'));
    expect(select(pick('1'))).toEqual({ kind: 'removed' });
    expect(keys()).toEqual(['2|R|H']);
  });

  it('a selection removes others from the same match', () => {
    const { select, keys } = setup({ multiple: true });
    select(pick('1', 'H'));
    select(pick('2', 'H'));
    select(pick('1', 'C', { w: 'OU' }));
    expect(keys()).toEqual(['2|R|H', '1|OU|C']);
  });

  it('multiple mode off keeps only the last selection', () => {
    const { store, select, keys } = setup({ multiple: true });
    select(pick('1'));
    select(pick('2'));
    select(pick('3'));
    store.set(multipleAtom, false);
    expect(keys()).toEqual(['3|R|H']);
  });

  it('series mode forces Hong Kong odds and gives the chosen format back when off', () => {
    const { store } = setup();
    store.set(oddsFormatAtom, 'E');
    expect(store.get(displayOddsFormatAtom)).toBe('E');
    store.set(seriesAtom, true);
    expect(store.get(displayOddsFormatAtom)).toBe('H');
    store.set(seriesAtom, false);
    expect(store.get(displayOddsFormatAtom)).toBe('E');
  });

  it('series mode marks selections from the same match invalid', () => {
    const { store, select } = setup({ series: true });
    select(pick('1', 'H'));
    select(pick('2', 'H'));
    select(pick('1', 'C', { w: 'OU' }));
    const invalid = store.get(slipAtom).selections.map((s) => [s.key, s.isInvalid]);
    expect(invalid).toEqual([
      ['1|R|H', true],
      ['2|R|H', false],
      ['1|OU|C', true],
    ]);
    expect(placeBlockedReason(store.get(slipAtom))).toBe('同场赛事的投注项不能串关，请移除其中一项');
    select(pick('1', 'C', { w: 'OU' }));
    expect(store.get(slipAtom).selections.some((s) => s.isInvalid)).toBe(false);
  });

  it('a series slip left with one pick places as a single (not refused, not a 1-leg parlay)', () => {
    const { store, select } = setup({ series: true });
    select(pick('1'));
    select(pick('2'));
    const one = setStake(removePick(store.get(slipAtom), '2|R|H'), 'main', '20');
    expect(one.series).toBe(true);
    expect(placeBlockedReason(one)).toBeNull();
    expect(placeBetPayload(one)).toMatchObject({
      betType: 'single',
      stake: '20',
      selections: [{ gameId: '1' }],
    });
  });

  it('series mode with more than one selection switches multiple mode on', () => {
    const { store, select } = setup();
    store.set(seriesAtom, true);
    select(pick('1'));
    expect(store.get(multipleAtom)).toBe(false);
    select(pick('2'));
    expect(store.get(multipleAtom)).toBe(true);
    expect(store.get(slipAtom).selections).toHaveLength(2);
  });

  it('champion and normal selections never mix: adding one kind clears the other', () => {
    const { store, select, keys } = setup({ multiple: true });
    select(pick('1'));
    select(pick('2'));
    select(pick('c1', 'T1', { w: 'CH', kind: 'champion' }));
    expect(keys()).toEqual(['c1|CH|T1']);
    select(pick('3'));
    expect(keys()).toEqual(['3|R|H']);
    expect(store.get(slipAtom).selections[0]?.kind).toBe('normal');
  });

  it('choosing a champion selection turns series off', () => {
    const { store, select } = setup({ series: true });
    select(pick('1'));
    select(pick('c1', 'T1', { w: 'CH', kind: 'champion' }));
    expect(store.get(seriesAtom)).toBe(false);
  });

  it('refuses an eleventh selection: bet item count has reached the limit', () => {
    const { select, keys } = setup({ multiple: true });
    for (let i = 1; i <= 10; i += 1) expect(select(pick(String(i)))).toEqual({ kind: 'added' });
    expect(select(pick('11'))).toEqual({ kind: 'blocked', message: '投注项数量已达上限' });
    expect(keys()).toHaveLength(10);
    // Replacing a pick of a match already on a full slip does not grow it, so it is allowed.
    expect(select(pick('5', 'C'))).toEqual({ kind: 'added' });
  });

  it('blocks every selection while an order is pending', () => {
    const { store, select, keys } = setup({ multiple: true });
    select(pick('1'));
    store.set(placementAtom, { status: 'pending', ticketIds: ['T1'] });
    expect(store.get(slipAtom).selections[0]?.bettingData).toEqual({ active: true, ticket_id: 'T1' });
    expect(select(pick('2'))).toEqual({ kind: 'blocked', message: '订单确认中，请稍候' });
    expect(select(pick('1'))).toEqual({ kind: 'blocked', message: '订单确认中，请稍候' });
    expect(keys()).toEqual(['1|R|H']);
    store.set(placementAtom, { status: 'rejected', reason: '盘口已关闭' });
    expect(select(pick('2'))).toEqual({ kind: 'added' });
  });

  it('an accepted order empties the slip', () => {
    const { store, select } = setup();
    select(pick('1'));
    store.set(placementAtom, { status: 'accepted', ticketIds: ['T1'] });
    expect(store.get(slipAtom).selections).toEqual([]);
  });

  it('takes new odds silently with automatic acceptance', () => {
    const { store, select } = setup();
    select(pick('1', 'H', { odds: 0.9 }));
    store.set(applySlipOddsAtom, new Map([['1|R|H', 0.95]]));
    const [s] = store.get(slipAtom).selections;
    expect(s?.oddInfo.odds).toBe(0.95);
    expect(s?.orderData.changed).toBeNull();
  });

  it('without automatic acceptance a change must be accepted before placing', () => {
    const { store, select } = setup();
    store.set(autoAcceptAtom, false);
    select(pick('1', 'H', { odds: 0.9 }));
    store.set(applySlipOddsAtom, new Map([['1|R|H', 0.85]]));
    expect(store.get(slipAtom).selections[0]?.orderData.changed).toBe('down');
    expect(placeBlockedReason(store.get(slipAtom))).toBe('赔率已变化，请接受新赔率后再投注');
    const accepted = acceptOdds(store.get(slipAtom));
    expect(placeBlockedReason(accepted)).toBeNull();
    expect(accepted.selections[0]?.orderData.pickedOdds).toBe(0.85);
  });
});
