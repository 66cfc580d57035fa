import { memo } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { alpha } from '@site/shared/theme';
import { Skeleton, Spinner } from '@site/shared/ui';
import type { games } from '@site/shared/contract';

type Game = games.Game;

const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.sm};
  transition:
    transform ${(p) => p.theme.transitions.fast},
    box-shadow ${(p) => p.theme.transitions.fast};
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${(p) => p.theme.shadows.md};
  }
`;

const Play = styled.button`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: -2px;
  }
  img {
    display: block;
    width: 100%;
    /* The width / height attributes say the picture's ratio before it loads; the box is 4:3 of the card. */
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
`;

const Info = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 8px 10px 10px;
  min-width: 0;
  strong,
  small {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  strong {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.text};
  }
  small {
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Badges = styled.span`
  position: absolute;
  top: 6px;
  left: 6px;
  display: flex;
  gap: 4px;
  pointer-events: none;
`;

const Mark = styled.span<{ $tone: 'hot' | 'new' }>`
  padding: 1px 6px;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => (p.$tone === 'hot' ? p.theme.colors.danger : p.theme.colors.success)};
  color: #fff;
  font-size: 11px;
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;

const Heart = styled.button<{ $on: boolean }>`
  position: absolute;
  top: 4px;
  right: 4px;
  width: 30px;
  height: 30px;
  display: grid;
  place-items: center;
  border: none;
  border-radius: 50%;
  background: ${alpha('#000000', 35)};
  color: ${(p) => (p.$on ? '#ff4d6a' : '#ffffff')};
  cursor: pointer;
  svg {
    width: 16px;
    height: 16px;
  }
  &:focus-visible {
    outline: 2px solid #fff;
  }
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${(p) => alpha(p.theme.colors.surface, 60)};
`;

const Picture = styled.span`
  display: block;
  aspect-ratio: 4 / 3;
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2 0 3.5 1.1 5.4 3.1 1.9-2 3.4-3.1 5.4-3.1 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

export interface GameCardProps {
  game: Game;
  launching: boolean;
  onLaunch: (game: Game) => void;
  /** Without it the card has no heart. */
  onToggleCollect?: (game: Game) => void;
}

/** One game of the lobby: picture, name, provider, hot / new badges, heart; launches on click. */
export const GameCard = memo(function GameCard({
  game,
  launching,
  onLaunch,
  onToggleCollect,
}: GameCardProps) {
  const on = game.isCollected;
  return (
    <Root data-testid="game-card" aria-busy={launching}>
      <Play type="button" onClick={() => onLaunch(game)} title={t('casino.game.rtp', { rtp: game.rtp })}>
        <img
          src={game.imageUrl}
          alt=""
          width={240}
          height={180}
          loading="lazy"
          decoding="async"
          draggable={false}
        />
        <Info>
          <strong>{game.name}</strong>
          <small>{game.providerName}</small>
        </Info>
      </Play>
      <Badges>
        {game.tags.includes('hot') && <Mark $tone="hot">{t('casino.game.hot')}</Mark>}
        {game.tags.includes('new') && <Mark $tone="new">{t('casino.game.new')}</Mark>}
      </Badges>
      {onToggleCollect && (
        <Heart
          type="button"
          $on={on}
          aria-pressed={on}
          aria-label={t(on ? 'casino.game.uncollect' : 'casino.game.collect', { name: game.name })}
          onClick={() => onToggleCollect(game)}
        >
          <HeartIcon filled={on} />
        </Heart>
      )}
      {launching && (
        <Busy>
          <Spinner />
        </Busy>
      )}
    </Root>
  );
});

/** The place of a game whose page is still loading. */
export function GameCardSkeleton() {
  return (
    <Root aria-hidden="true">
      <Picture />
      <Info>
        <Skeleton width="70%" height="14px" />
        <Skeleton width="40%" height="12px" />
      </Info>
    </Root>
  );
}
