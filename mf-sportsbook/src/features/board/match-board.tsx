import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { sports } from '@site/shared/contract';
import type { OddsFormat } from '@site/shared/format';
import { t, type MessageKey } from '@site/shared/i18n';
import { boardRows, rowIndexOf, type BoardRow } from './board-rows';
import { BOARD_PLAYS, Grid, LEAGUE_HEIGHT, LeagueHeader, MatchRow, ROW_HEIGHT } from './match-row';

const PLAY_NAME = {
  R: 'sports.play.R',
  OU: 'sports.play.OU',
  M: 'sports.play.M',
  HR: 'sports.play.HR',
  HOU: 'sports.play.HOU',
  EO: 'sports.play.OE',
  CH: 'sports.play.FS',
} as const satisfies Record<sports.PlayType, MessageKey>;

const Frame = styled.div`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  /* A phone scrolls the board sideways inside its frame; the page itself never does. */
  overflow-x: auto;
  overflow-y: hidden;
  background: ${(p) => p.theme.colors.surface};
`;

/** The columns' least width (see Grid): narrower, the frame scrolls sideways. */
const Inner = styled.div`
  min-width: 820px;
`;

const Head = styled(Grid)`
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;

const Scroller = styled.div`
  height: min(70vh, 900px);
  overflow-y: auto;
  contain: strict;
`;

export interface MatchBoardProps {
  matches: readonly sports.Match[];
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (selectionId: string) => void;
  /** Opens every market of a match ("+N 更多玩法"). */
  onMore?: ((gameId: string) => void) | undefined;
  /** A match to bring into view and highlight (a link from the home widget). */
  focusGameId?: string | null | undefined;
  /** false: every row in the DOM (the benchmark's baseline). Default true. */
  virtual?: boolean;
}

type RowsProps = Omit<MatchBoardProps, 'virtual' | 'matches'> & { rows: readonly BoardRow[] };

function Line({ row, focusGameId, ...props }: { row: BoardRow } & Omit<RowsProps, 'rows'>) {
  if (row.kind === 'league') return <LeagueHeader name={row.leagueName} count={row.count} />;
  return <MatchRow match={row.match} focused={row.match.gameId === focusGameId} {...props} />;
}

/**
 * The match list, grouped under league headers. Virtualised (@tanstack/react-virtual):
 * only the rows in view (plus a few) are mounted, so a 1,000-match in-play board mounts
 * and scrolls like a short one.
 */
export function MatchBoard({ matches, virtual = true, ...props }: MatchBoardProps) {
  const rows = useMemo(() => boardRows(matches), [matches]);
  return (
    <Frame role="table" aria-label={t('sports.board.matches')}>
      <Inner>
        <Head role="row">
          <span />
          <span />
          {BOARD_PLAYS.map((w) => (
            <span key={w} role="columnheader">
              {t(PLAY_NAME[w])}
            </span>
          ))}
        </Head>
        {virtual ? (
          <VirtualRows rows={rows} {...props} />
        ) : (
          <Scroller>
            {rows.map((row) => (
              <Line key={row.key} row={row} {...props} />
            ))}
          </Scroller>
        )}
      </Inner>
    </Frame>
  );
}

const sizeOf = (row: BoardRow | undefined): number => (row?.kind === 'league' ? LEAGUE_HEIGHT : ROW_HEIGHT);

function VirtualRows({ rows, ...props }: RowsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const focus = props.focusGameId ? rowIndexOf(rows, props.focusGameId) : -1;
  // The linked match's row, with its league header (the line above) at the top.
  const top = Math.max(0, focus - 1);
  const list = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => sizeOf(rows[i]),
    overscan: 6,
    // jsdom (tests) has no layout: fall back to a window of rows so they still render.
    initialRect: { width: 1200, height: 900 },
    // A board opened by a link starts at that match, not at the top.
    initialOffset: () => (focus > 0 ? rows.slice(0, top).reduce((sum, r) => sum + sizeOf(r), 0) : 0),
  });
  useEffect(() => {
    if (focus >= 0) list.scrollToIndex(top, { align: 'start' });
  }, [focus, top, list]);
  return (
    <Scroller ref={scroller}>
      <div style={{ height: list.getTotalSize(), position: 'relative' }}>
        {list.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={row.key}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <Line row={row} {...props} />
            </div>
          );
        })}
      </div>
    </Scroller>
  );
}
