import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { games, yuanTextToFen } from '@site/shared/contract';
import { formatMoneyFixed } from '@site/shared/format';
import { t } from '@site/shared/i18n';

/** Poll the pools this often; between polls the figure grows by the server's rate. */
const POLL_MS = 60_000;
/** How long a jump to a new figure takes (the first one counts up from zero). */
const TWEEN_MS = 1_800;
/** Growth steps after the jump. */
const GROW_TICK_MS = 200;

const Banner = styled.section`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 20px;
  flex-wrap: wrap;
  margin-bottom: 20px;
  padding: 18px 24px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: linear-gradient(100deg, #6a1b9a, #c2185b 55%, #ff8f00);
  color: #fff;
  box-shadow: ${(p) => p.theme.shadows.md};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    letter-spacing: 0.2em;
  }
`;

const Figure = styled.output`
  font-family: ${(p) => p.theme.fonts.mono};
  font-size: clamp(1.6rem, 3vw, 2.4rem);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  text-shadow: 0 2px 8px rgba(0, 0, 0, 0.35);
`;

const easeOut = (x: number) => 1 - (1 - x) ** 3;

/** The pools' total in fen now: the server's figure plus its growth since `serverTime`. */
export function jackpotNow(
  totalFen: number,
  growthFenPerSecond: number,
  serverTime: number,
  now: number,
): number {
  return totalFen + Math.max(0, Math.floor((growthFenPerSecond * (now - serverTime)) / 1000));
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The jackpot ticker of the egame lobby: the total of getBonusPools, counting up smoothly
 * (an eased jump to each new figure, then the server's growth rate frame by frame).
 */
export function JackpotTicker({ category }: { category: games.VenueCategory }) {
  const pools = useEndpoint(games.getBonusPools, { category });
  const [shown, setShown] = useState<number | null>(null);
  const shownRef = useRef(0);
  const { reload } = pools;

  useEffect(() => {
    const timer = window.setInterval(reload, POLL_MS);
    return () => window.clearInterval(timer);
  }, [reload]);

  const data = pools.data;
  useEffect(() => {
    if (!data) return undefined;
    const total = yuanTextToFen(data.total);
    const growth = yuanTextToFen(data.growthPerSecond);
    // The server's clock, not ours: grow from its time by the time passed since the answer.
    const offset = data.serverTime - Date.now();
    const target = () => jackpotNow(total, growth, data.serverTime, Date.now() + offset);
    const from = shownRef.current;
    const started = performance.now();
    const still = prefersReducedMotion();
    let frame = 0;
    let timer = 0;
    const show = (value: number) => {
      shownRef.current = value;
      setShown(value);
    };
    // An eased jump frame by frame, then the slow growth a few times a second: smooth to
    // the eye without re-rendering sixty times a second for as long as the page is open.
    const tween = (time: number) => {
      const progress = still ? 1 : Math.min(1, (time - started) / TWEEN_MS);
      show(Math.round(from + (target() - from) * easeOut(progress)));
      if (progress < 1) frame = window.requestAnimationFrame(tween);
      else timer = window.setInterval(() => show(target()), GROW_TICK_MS);
    };
    frame = window.requestAnimationFrame(tween);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearInterval(timer);
    };
  }, [data]);

  if (!data && pools.error) return null;
  return (
    <Banner aria-label={t('casino.jackpot.title')}>
      <h2>{t('casino.jackpot.title')}</h2>
      <Figure aria-label={t('casino.jackpot.label')} aria-live="off" data-testid="jackpot">
        {formatMoneyFixed(shown ?? 0, { currency: 'symbol' })}
      </Figure>
    </Banner>
  );
}
