import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { Button, EmptyState, PageFrame } from '@site/shared/ui';
import { readEmbeddedVenue } from '../../lib/launch';
import { launchCodeOf } from '../../lib/launch-code';
import { GameBar, Stage } from './frame-bar';
import { FrameOverlay } from './frame-overlay';
import { gameUrlOf } from './game-url';
import { useFrameLoad } from './use-frame-load';
import { originOf, useGameBalanceLink } from './use-game-balance-link';
import { useFullscreen } from './use-fullscreen';
import { useVenueBalance } from './use-venue-balance';
import { VenueBarItems } from './venue-bar-items';

/** Back to where the player came from, or the lobby when the game was opened directly. */
export function useGoBack(fallback: string = routePaths.gameegame) {
  const navigate = useNavigate();
  return () => {
    const state = window.history.state as { idx?: number } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}

/**
 * /game/:info: the game at the encoded url in a full-size frame under the game bar. The
 * address bar holds the link without its launch code; the frame loads the full link this
 * tab's launch handed over (another tab or a shared link gets the game's own "enter again").
 */
export function GameFrame({ info }: { info: string | undefined }) {
  const shown = gameUrlOf(info);
  const venue = shown ? readEmbeddedVenue(shown) : null;
  const url = venue?.url ?? shown;
  const enName = venue?.enName ?? null;
  const balance = useVenueBalance(enName, url ? launchCodeOf(url) : null);
  const frame = useFrameLoad(url);
  const stage = useRef<HTMLDivElement>(null);
  const game = useRef<HTMLIFrameElement>(null);
  useGameBalanceLink(game, originOf(url), balance.refresh);
  const fullscreen = useFullscreen(stage);
  const goBack = useGoBack();

  if (!url) {
    return (
      <PageFrame>
        <EmptyState
          title={t('casino.frame.badUrl')}
          description={t('casino.frame.badUrlText')}
          action={<Button onClick={goBack}>{t('casino.frame.backToLobby')}</Button>}
        />
      </PageFrame>
    );
  }

  return (
    <Stage ref={stage} data-testid="game-stage">
      <GameBar label={t('casino.frame.title')} onBack={goBack} fullscreen={fullscreen}>
        {enName && <VenueBarItems enName={enName} balance={balance} />}
      </GameBar>
      <iframe
        ref={game}
        key={frame.attempt}
        src={url}
        title={t('casino.frame.title')}
        onLoad={frame.onLoad}
        allow="fullscreen; autoplay; clipboard-write"
        referrerPolicy="no-referrer"
      />
      <FrameOverlay state={frame.state} onRetry={frame.retry} />
    </Stage>
  );
}
