import { memo } from 'react';
import { css } from 'styled-components';
import { t } from '@site/shared/i18n';
import { alpha } from '@site/shared/theme';
import { Skeleton, Spinner } from '@site/shared/ui';
import type { games } from '@site/shared/contract';

type Game = games.Game;

const HEART_PATH =
  'M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2 0 3.5 1.1 5.4 3.1 1.9-2 3.4-3.1 5.4-3.1 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z';

/** The heart (outline or filled) as a CSS image. */
export function heartPicture(fill: string, stroke: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${HEART_PATH}" fill="${fill}" stroke="${stroke}" stroke-width="2"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The cards' look, once for a whole list: include it in the styled container that holds the
 * cards (`${gameCardStyles}`). The cards themselves are plain elements with these static
 * class names, so mounting a row of cards while the lobby scrolls evaluates no style per card
 * (a styled component with theme values runs its CSS through styled-components on every render).
 */
export const gameCardStyles = css`
  .gc-card {
    position: relative;
    display: flex;
    flex-direction: column;
    height: 100%;
    /* A grid cell's height, even when the name and provider need a few pixels more (only
       padding then overflows, unseen). */
    min-height: 0;
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    box-shadow: ${(p) => p.theme.shadows.sm};
    transition:
      transform ${(p) => p.theme.transitions.fast},
      box-shadow ${(p) => p.theme.transitions.fast};
  }
  .gc-card:hover {
    transform: translateY(-2px);
    box-shadow: ${(p) => p.theme.shadows.md};
  }
  /* No clip on the card: the picture rounds its own top corners (inside the card's 1 px
     border), and the focus ring follows the button's corners. A rounded overflow clip per card
     cost every frame that paints a new row of cards; nothing visible overflows the card. */
  .gc-play {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    padding: 0;
    border: none;
    border-radius: calc(${(p) => p.theme.radii.md} - 1px);
    background: none;
    color: inherit;
    text-align: left;
    cursor: pointer;
  }
  .gc-play:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: -2px;
  }
  .gc-play img,
  .gc-picture {
    display: block;
    flex: none;
    width: 100%;
    /* The width / height attributes say the picture's ratio before it loads; the box is 4:3 of the card. */
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: calc(${(p) => p.theme.radii.md} - 1px) calc(${(p) => p.theme.radii.md} - 1px) 0 0;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  /* Name and provider under the picture, straight in the button (no wrapper: every element
     less per card is less style, layout and paint for each row the lobby mounts). */
  .gc-play strong,
  .gc-play small {
    display: block;
    padding: 0 10px;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .gc-play strong {
    margin-top: 8px;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.text};
  }
  .gc-play small {
    margin-top: 2px;
    padding-bottom: 10px;
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
  /* The skeleton's two lines in the place of name and provider. */
  .gc-info {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 8px 10px 10px;
  }
  /* Badges over the picture's top left corner, each placed on its own (11 px glyphs: a
     two-character badge is 34 px wide, so a second one starts 4 px after it). */
  .gc-mark {
    position: absolute;
    top: 6px;
    left: 6px;
    pointer-events: none;
    padding: 1px 6px;
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.success};
    color: #fff;
    font-size: 11px;
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
  .gc-mark.gc-hot {
    background: ${(p) => p.theme.colors.danger};
  }
  .gc-mark + .gc-mark {
    left: 44px;
  }
  .gc-heart {
    position: absolute;
    top: 4px;
    right: 4px;
    width: 30px;
    height: 30px;
    border: none;
    border-radius: 50%;
    /* The heart is a picture, not an inline <svg> with its <path>: two elements fewer per
       card to style, lay out and paint as the grid scrolls. */
    background:
      ${heartPicture('none', '#ffffff')} center / 16px 16px no-repeat,
      ${alpha('#000000', 35)};
    cursor: pointer;
  }
  .gc-heart[aria-pressed='true'] {
    background-image: ${heartPicture('#ff4d6a', '#ff4d6a')};
  }
  .gc-heart:focus-visible {
    outline: 2px solid #fff;
  }
  .gc-busy {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    border-radius: calc(${(p) => p.theme.radii.md} - 1px);
    background: ${(p) => alpha(p.theme.colors.surface, 60)};
  }
`;

export interface GameCardProps {
  game: Game;
  launching: boolean;
  onLaunch: (game: Game) => void;
  /** Without it the card has no heart. */
  onToggleCollect?: (game: Game) => void;
  /**
   * The picture strip of the card's row (`games.pictureStripUrl`) and the card's place in it:
   * the card shows its cell of that one picture instead of loading its own.
   */
  strip?: string | undefined;
  stripCell?: number;
  stripCells?: number;
}

/**
 * One game of the lobby: picture, name, provider, hot / new badges, heart; launches on click.
 * Styled by `gameCardStyles` in the list around it.
 */
export const GameCard = memo(function GameCard({
  game,
  launching,
  onLaunch,
  onToggleCollect,
  strip,
  stripCell = 0,
  stripCells = 1,
}: GameCardProps) {
  const on = game.isCollected;
  const hot = game.tags.includes('hot');
  const fresh = game.tags.includes('new');
  return (
    <article className="gc-card" data-testid="game-card" aria-busy={launching}>
      <button
        className="gc-play"
        type="button"
        onClick={() => onLaunch(game)}
        title={t('casino.game.rtp', { rtp: game.rtp })}
      >
        {strip ? (
          <span
            className="gc-picture"
            style={{
              backgroundImage: `url("${strip}")`,
              backgroundSize: `${stripCells * 100}% 100%`,
              backgroundPosition: `${stripCells > 1 ? (stripCell / (stripCells - 1)) * 100 : 0}% 0`,
            }}
          />
        ) : (
          <img
            src={game.imageUrl}
            alt=""
            width={240}
            height={180}
            loading="lazy"
            decoding="async"
            draggable={false}
          />
        )}
        <strong>{game.name}</strong>
        <small>{game.providerName}</small>
      </button>
      {hot && <span className="gc-mark gc-hot">{t('casino.game.hot')}</span>}
      {fresh && <span className="gc-mark">{t('casino.game.new')}</span>}
      {onToggleCollect && (
        <button
          className="gc-heart"
          type="button"
          aria-pressed={on}
          aria-label={t(on ? 'casino.game.uncollect' : 'casino.game.collect', { name: game.name })}
          onClick={() => onToggleCollect(game)}
        />
      )}
      {launching && (
        <span className="gc-busy">
          <Spinner />
        </span>
      )}
    </article>
  );
});

/** The place of a game whose page is still loading (styled by `gameCardStyles` too). */
export function GameCardSkeleton() {
  return (
    <article className="gc-card" aria-hidden="true">
      <span className="gc-picture" />
      <span className="gc-info">
        <Skeleton width="70%" height="14px" />
        <Skeleton width="40%" height="12px" />
      </span>
    </article>
  );
}
