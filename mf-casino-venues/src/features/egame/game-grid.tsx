import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { GameCard, GameCardSkeleton } from '../../components/game-card';
import type { Catalogue, Game } from './use-game-catalogue';

const MIN_CARD_WIDTH = 170;
const GAP = 16;
/** Name and provider under the 4:3 picture. */
const INFO_HEIGHT = 58;

const Scroller = styled.div`
  position: relative;
  height: min(72vh, 860px);
  min-height: 360px;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-right: 4px;
`;

const Row = styled.div<{ $columns: number }>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  gap: ${GAP}px;
  /* A row's size is fixed (absolute, full width, explicit height): nothing in it can move
     anything outside, so the browser lays out and paints each row on its own. */
  contain: strict;
`;

/**
 * The rows' box. While the grid scrolls, cards sliding under a still pointer must not each
 * run their hover style (lift, shadow, transition): pointer events come back when it stops.
 */
const Rows = styled.div<{ $scrolling: boolean }>`
  position: relative;
  pointer-events: ${(p) => (p.$scrolling ? 'none' : 'auto')};
`;

/** Width of the scroller, followed as the window resizes. */
function useWidth(ref: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export interface GameGridProps {
  catalogue: Catalogue;
  total: number;
  isLaunching: (game: Game) => boolean;
  onLaunch: (game: Game) => void;
  onToggleCollect: (game: Game) => void;
  /** When it changes (a new search), the grid goes back to its top. */
  scrollKey?: string;
}

/**
 * Every game of the filter set in a virtualised grid: only the rows on screen (plus a
 * little overscan) exist in the DOM, so 3,000 games scroll like 30. Rows whose page has
 * not arrived show skeletons and ask for it.
 */
export function GameGrid({
  catalogue,
  total,
  isLaunching,
  onLaunch,
  onToggleCollect,
  scrollKey,
}: GameGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [scrollKey]);
  const width = useWidth(scroller);
  const columns = Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));
  const cardWidth = width > 0 ? (width - GAP * (columns - 1)) / columns : MIN_CARD_WIDTH;
  const rowHeight = Math.round((cardWidth * 3) / 4 + INFO_HEIGHT + GAP);
  const rows = Math.ceil(total / columns);

  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 2,
    // Render scroll updates in React's normal batching, not synchronously inside the scroll
    // event: a fast wheel then costs one render per frame, not one per event.
    useFlushSync: false,
    isScrollingResetDelay: 120,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight, columns]);

  const items = virtualizer.getVirtualItems();
  const firstRow = items[0]?.index ?? 0;
  const lastRow = items[items.length - 1]?.index ?? 0;
  const { ensureRange } = catalogue;
  useEffect(() => {
    if (items.length === 0) return;
    ensureRange(firstRow * columns, Math.min(total, (lastRow + 1) * columns) - 1);
  }, [ensureRange, firstRow, lastRow, columns, total, items.length]);

  return (
    <Scroller ref={scroller} role="region" aria-label={t('casino.lobby.grid')} tabIndex={0}>
      <Rows $scrolling={virtualizer.isScrolling} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((row) => (
          <Row
            key={row.key}
            $columns={columns}
            style={{ height: rowHeight - GAP, transform: `translateY(${row.start}px)` }}
          >
            {Array.from({ length: columns }, (_, c) => {
              const index = row.index * columns + c;
              if (index >= total) return <span key={c} />;
              const game = catalogue.gameAt(index);
              return game ? (
                // Keyed by game, not position: a reused <img> would show the previous
                // game's picture until the new one loads.
                <GameCard
                  key={game.gameCode}
                  game={game}
                  launching={isLaunching(game)}
                  onLaunch={onLaunch}
                  onToggleCollect={onToggleCollect}
                />
              ) : (
                <GameCardSkeleton key={`s${index}`} />
              );
            })}
          </Row>
        ))}
      </Rows>
    </Scroller>
  );
}
