import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { sports } from '@site/shared/contract';
import type { OddsFormat } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { boardRows } from './board-rows';
import { MatchCard } from './match-card';

/** A card's height before it is measured (three lines of odds); the gap below each card. */
const CARD_ESTIMATE = 236;
const GAP = 8;

const List = styled.div`
  position: relative;
  width: 100%;
`;

export interface MatchCardsProps {
  matches: readonly sports.Match[];
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (selectionId: string) => void;
  onMore?: ((gameId: string) => void) | undefined;
  focusGameId?: string | null | undefined;
}

/**
 * The phone board (issue 28 item 5): one card per match, in the table's league order, in
 * the page's own scroll (no box inside a box, nothing sideways). Virtualised on the window:
 * a 1,000-match in-play board mounts only the cards near the screen.
 */
export function MatchCards({ matches, focusGameId, ...props }: MatchCardsProps) {
  const ordered = useMemo(
    () => boardRows(matches).flatMap((row) => (row.kind === 'match' ? [row.match] : [])),
    [matches],
  );
  const list = useRef<HTMLDivElement>(null);
  // Where the list starts on the page: the filters above it push it down (measured again
  // when the list or the screen's width changes).
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = list.current ? list.current.getBoundingClientRect().top + window.scrollY : 0;
      setMargin((old) => (Math.abs(old - top) > 1 ? top : old));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ordered]);
  const virtual = useWindowVirtualizer({
    count: ordered.length,
    estimateSize: () => CARD_ESTIMATE + GAP,
    overscan: 4,
    scrollMargin: margin,
    getItemKey: (i) => ordered[i]?.gameId ?? i,
    // jsdom (tests) has no layout: a phone's screen of cards still renders.
    initialRect: { width: 390, height: 844 },
  });
  const focus = focusGameId ? ordered.findIndex((m) => m.gameId === focusGameId) : -1;
  useEffect(() => {
    if (focus > 0) virtual.scrollToIndex(focus, { align: 'start' });
  }, [focus, virtual]);
  return (
    <List
      ref={list}
      role="list"
      aria-label={t('sports.board.matches')}
      style={{ height: virtual.getTotalSize() }}
    >
      {virtual.getVirtualItems().map((item) => {
        const match = ordered[item.index];
        if (!match) return null;
        return (
          <div
            key={item.key}
            role="listitem"
            data-index={item.index}
            ref={virtual.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              paddingBottom: GAP,
              transform: `translateY(${item.start - virtual.options.scrollMargin}px)`,
            }}
          >
            <MatchCard match={match} focused={match.gameId === focusGameId} {...props} />
          </div>
        );
      })}
    </List>
  );
}
