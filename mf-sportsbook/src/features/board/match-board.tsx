import { useRef } from 'react';
import styled from 'styled-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { sports } from '@site/shared/contract';
import type { OddsFormat } from '@site/shared/format';
import { t, type MessageKey } from '@site/shared/i18n';
import { BOARD_PLAYS, Grid, MatchRow, ROW_HEIGHT } from './match-row';

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
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
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
  /** false: every row in the DOM (the benchmark's baseline). Default true. */
  virtual?: boolean;
}

/**
 * The match list. Virtualised (@tanstack/react-virtual): only the rows in view (plus a
 * few) are mounted, so a 1,000-match in-play board mounts and scrolls like a short one.
 */
export function MatchBoard({ matches, format, picked, onPick, virtual = true }: MatchBoardProps) {
  return (
    <Frame role="table" aria-label={t('sports.board.matches')}>
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
        <VirtualRows matches={matches} format={format} picked={picked} onPick={onPick} />
      ) : (
        <Scroller>
          {matches.map((m) => (
            <MatchRow key={m.gameId} match={m} format={format} picked={picked} onPick={onPick} />
          ))}
        </Scroller>
      )}
    </Frame>
  );
}

function VirtualRows({ matches, format, picked, onPick }: Omit<MatchBoardProps, 'virtual'>) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: matches.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // jsdom (tests) has no layout: fall back to a window of rows so they still render.
    initialRect: { width: 1200, height: 900 },
  });
  return (
    <Scroller ref={scroller}>
      <div style={{ height: rows.getTotalSize(), position: 'relative' }}>
        {rows.getVirtualItems().map((item) => {
          const match = matches[item.index];
          if (!match) return null;
          return (
            <div
              key={match.gameId}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <MatchRow match={match} format={format} picked={picked} onPick={onPick} />
            </div>
          );
        })}
      </div>
    </Scroller>
  );
}
