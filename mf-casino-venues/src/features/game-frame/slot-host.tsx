import { useRef } from 'react';
import { t } from '@site/shared/i18n';
import { usePageMeta } from '@site/shared/routes';
import { Button, EmptyState, PageFrame } from '@site/shared/ui';
import { readSlotContent } from '../../lib/launch';
import { GameBar, Stage } from './frame-bar';
import { useGoBack } from './game-frame';
import { FrameOverlay } from './frame-overlay';
import { useFrameLoad } from './use-frame-load';
import { useFullscreen } from './use-fullscreen';
import { useGameBalanceLink } from './use-game-balance-link';
import { useVenueBalance } from './use-venue-balance';
import { VenueBarItems } from './venue-bar-items';

/**
 * /dz/game and /pg/game: the game content a launch handed over (a whole HTML document),
 * in a frame of its own, under the game bar with the venue's balance, 转入 and 刷新.
 * Same-origin on purpose: the vendor document's script is served by the site and calls the
 * site's API with the member's session; it may not navigate the site itself (no
 * allow-top-navigation). A srcdoc frame with allow-same-origin has this page's origin (its
 * `location` is about:srcdoc, whose origin reads 'null': the game posts to its document's
 * origin instead), so the bar and the game exchange balance messages on that one origin.
 */
export function SlotHost({ vendor }: { vendor: 'dz' | 'pg' }) {
  const slot = readSlotContent();
  const frame = useFrameLoad(slot ? `${slot.at}` : null);
  const stage = useRef<HTMLDivElement>(null);
  const game = useRef<HTMLIFrameElement>(null);
  const balance = useVenueBalance(slot?.enName ?? null, null);
  useGameBalanceLink(game, slot ? window.location.origin : null, balance.refresh);
  const fullscreen = useFullscreen(stage);
  const goBack = useGoBack();
  // The page (and its tab) carries the game's name, not the lobby's 电子游戏 (issue 15 item 13).
  const name = slot ? (slot.gameName ?? t('casino.slot.frameTitle', { name: slot.enName })) : null;
  usePageMeta(name ? { title: name, description: '' } : null);

  if (!slot) {
    return (
      <PageFrame title={t('casino.slot.title')}>
        <EmptyState
          title={t('casino.slot.none')}
          description={t('casino.slot.noneText')}
          action={<Button onClick={goBack}>{t('casino.frame.backToLobby')}</Button>}
        />
      </PageFrame>
    );
  }

  return (
    <Stage ref={stage} data-vendor={vendor}>
      <GameBar label={t('casino.slot.title')} onBack={goBack} fullscreen={fullscreen}>
        <VenueBarItems enName={slot.enName} balance={balance} />
      </GameBar>
      <iframe
        ref={game}
        key={frame.attempt}
        srcDoc={slot.content}
        title={t('casino.slot.frameTitle', { name: slot.enName })}
        onLoad={frame.onLoad}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        allow="fullscreen; autoplay"
      />
      <FrameOverlay state={frame.state} onRetry={frame.retry} />
    </Stage>
  );
}
