import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { games } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { GameCard, GameCardSkeleton, gameCardStyles } from '../../components/game-card';
import type { Catalogue, Game } from './use-game-catalogue';

const MIN_CARD_WIDTH = 170;
/** On a phone (a grid narrower than PHONE_GRID) two cards share a row down to this width. */
const MIN_CARD_WIDTH_PHONE = 130;
const PHONE_GRID = 480;
const GAP = 16;
/** Name and provider under the 4:3 picture. */
const INFO_HEIGHT = 58;
/** How far ahead of the rows on screen the grid asks for games while it scrolls. */
const LOOKAHEAD_SCREENS = 2;

/** The scroller's height (the shield below covers exactly it). */
const SCROLLER_HEIGHT = 'max(360px, min(72vh, 860px))';

const Scroller = styled.div`
  position: relative;
  height: ${SCROLLER_HEIGHT};
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-right: 4px;
  /* Scrolled by the compositor: without it Chromium scrolls this box on the main thread and
     repaints every card on screen at each frame of a wheel scroll. */
  will-change: scroll-position;

  /* While the grid scrolls, cards sliding under a still pointer must not each run their hover
     style (lift, shadow, transition): a transparent shield over the visible area takes the
     pointer until the scroll stops. Showing or hiding it restyles one element; turning
     pointer-events off on the rows restyled every card on screen, several times a second. */
  .gg-shield {
    position: sticky;
    top: 0;
    z-index: 1;
    height: 0;
  }
  .gg-shield::before {
    content: '';
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    height: ${SCROLLER_HEIGHT};
  }
  .gg-rows {
    position: relative;
  }
  /* A row's size is fixed (absolute, full width, explicit height): nothing in it can move
     anything outside, so the browser lays out and paints each row on its own. Its columns
     come in the style attribute, so no row runs through styled-components. */
  .gg-row {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
    display: grid;
    gap: ${GAP}px;
    contain: strict;
  }
  ${gameCardStyles}
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

/** Runs queued jobs one per animation frame; answers a function that takes a job back out. */
type Enqueue = (job: () => void) => () => void;

function useFrameQueue(): Enqueue {
  const jobs = useRef<Array<() => void>>([]);
  const frame = useRef(0);
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      // Reset, not only cancelled: a remount (StrictMode runs effects twice) must pump again.
      frame.current = 0;
      jobs.current = [];
    },
    [],
  );
  return useCallback((job) => {
    jobs.current.push(job);
    const pump = () => {
      frame.current = 0;
      jobs.current.shift()?.();
      if (jobs.current.length > 0) frame.current = requestAnimationFrame(pump);
    };
    if (!frame.current) frame.current = requestAnimationFrame(pump);
    return () => {
      jobs.current = jobs.current.filter((j) => j !== job);
    };
  }, []);
}

interface GridRowProps {
  top: number;
  height: number;
  gridTemplateColumns: string;
  /** Whether any of the row is inside the scroller's visible area (not only in the overscan). */
  onScreen: boolean;
  enqueue: Enqueue;
  children: () => ReactNode;
}

/**
 * One row of cards. A row that enters the overscan below (or above) the visible area mounts
 * empty and gets its cards on a later animation frame, one row per frame: a wheel notch that
 * brings two rows in at once then costs two light frames instead of one heavy one (at 4x CPU a
 * row of seven cards is 25-30 ms of style, layout and paint). A row on screen always shows
 * its cards at once.
 */
function GridRow({ top, height, gridTemplateColumns, onScreen, enqueue, children }: GridRowProps) {
  const [filled, setFilled] = useState(onScreen);
  useEffect(() => (filled ? undefined : enqueue(() => setFilled(true))), [filled, enqueue]);
  return (
    <div className="gg-row" style={{ height, gridTemplateColumns, transform: `translateY(${top}px)` }}>
      {filled || onScreen ? children() : null}
    </div>
  );
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
  const minCard = width > 0 && width < PHONE_GRID ? MIN_CARD_WIDTH_PHONE : MIN_CARD_WIDTH;
  const columns = Math.max(1, Math.floor((width + GAP) / (minCard + GAP)));
  const cardWidth = width > 0 ? (width - GAP * (columns - 1)) / columns : MIN_CARD_WIDTH;
  const rowHeight = Math.round((cardWidth * 3) / 4 + INFO_HEIGHT + GAP);
  const rows = Math.ceil(total / columns);
  const gridTemplateColumns = `repeat(${columns}, minmax(0, 1fr))`;

  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 2,
    // Render scroll updates in React's normal batching, not synchronously inside the scroll
    // event: a fast wheel then costs one render per frame, not one per event.
    useFlushSync: false,
    // Render only when the rows in the DOM change (about one scroll frame in five at a brisk
    // wheel), not on every scroll event. The rows' positions never change without a render:
    // they are fixed multiples of the row height, written below, and the virtualizer moves
    // nothing itself (no container or measured elements are handed to it).
    directDomUpdates: true,
    // The pause between two wheel notches or swipes that still counts as one scroll: the
    // shield then stays up for the whole gesture instead of dropping between notches (each
    // drop hovered the card under the pointer and started its lift).
    isScrollingResetDelay: 300,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight, columns]);

  const items = virtualizer.getVirtualItems();
  const visible = virtualizer.range;
  const enqueue = useFrameQueue();
  const firstRow = items[0]?.index ?? 0;
  const lastRow = items[items.length - 1]?.index ?? 0;
  const { ensureRange } = catalogue;
  // Pages are asked for two screens ahead in the direction of the scroll, so a brisk wheel
  // meets cards, not placeholders (swapping a screen of shimmering placeholders for cards in
  // one commit was a long task of its own).
  const previousFirst = useRef(firstRow);
  useEffect(() => {
    if (items.length === 0) return;
    const ahead = LOOKAHEAD_SCREENS * (lastRow - firstRow + 1) * columns;
    const down = firstRow > previousFirst.current;
    const up = firstRow < previousFirst.current;
    previousFirst.current = firstRow;
    ensureRange(
      Math.max(0, firstRow * columns - (up ? ahead : 0)),
      Math.min(total, (lastRow + 1) * columns + (down ? ahead : 0)) - 1,
    );
  }, [ensureRange, firstRow, lastRow, columns, total, items.length]);

  return (
    <Scroller ref={scroller} role="region" aria-label={t('casino.lobby.grid')} tabIndex={0}>
      <div className="gg-shield" hidden={!virtualizer.isScrolling} />
      <div className="gg-rows" style={{ height: rows * rowHeight }}>
        {items.map((row) => (
          <GridRow
            key={row.key}
            top={row.index * rowHeight}
            height={rowHeight - GAP}
            gridTemplateColumns={gridTemplateColumns}
            onScreen={visible === null || (row.index >= visible.startIndex && row.index <= visible.endIndex)}
            enqueue={enqueue}
          >
            {() => {
              const first = row.index * columns;
              const cells = Array.from({ length: Math.min(columns, total - first) }, (_, c) =>
                catalogue.gameAt(first + c),
              );
              const loaded = cells.every((g) => g !== undefined) ? (cells as Game[]) : undefined;
              // One picture for the row's thumbnails once all its games are in.
              const strip = loaded && games.pictureStripUrl(loaded);
              return Array.from({ length: columns }, (_, c) => {
                if (c >= cells.length) return <span key={c} />;
                const game = cells[c];
                return game ? (
                  // Keyed by game, not position: a reused picture would show the previous
                  // game's until the new one loads.
                  <GameCard
                    key={game.gameCode}
                    game={game}
                    launching={isLaunching(game)}
                    onLaunch={onLaunch}
                    onToggleCollect={onToggleCollect}
                    strip={strip}
                    stripCell={c}
                    stripCells={cells.length}
                  />
                ) : (
                  <GameCardSkeleton key={`s${first + c}`} />
                );
              });
            }}
          </GridRow>
        ))}
      </div>
    </Scroller>
  );
}
