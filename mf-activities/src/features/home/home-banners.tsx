import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { AdItem } from '@site/shared/contract';
import { HOME_READS, site } from '@site/shared/contract-core';
import { t } from '@site/shared/i18n';
import { HOME_LAYOUT } from '@site/shared/theme';
import { useEndpointQuery } from '@site/shared/api';

const ROTATE_MS = 5000;

const Stage = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radii.lg};
  /* The box the first-paint skeleton and the host reserve (HOME_LAYOUT): nothing moves when it fills. */
  aspect-ratio: ${HOME_LAYOUT.banner.aspectRatio};
  max-height: ${HOME_LAYOUT.banner.maxHeight}px;
  width: 100%;
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

const Loading = styled(Stage)`
  background: transparent;
`;

const Slide = styled.button<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  opacity: ${(p) => (p.$active ? 1 : 0)};
  transition: opacity 0.6s ease;
  /* Each slide is its own layer from the start: a dot's click fades at once, with no slide to
     paint and raster in the click's frame (100 -> 64-80 ms at 4x CPU, issue 31). */
  will-change: opacity;
  pointer-events: ${(p) => (p.$active ? 'auto' : 'none')};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Dots = styled.div`
  position: absolute;
  bottom: 12px;
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  gap: 8px;
`;

const Dot = styled.button<{ $active: boolean }>`
  width: ${(p) => (p.$active ? '24px' : '8px')};
  height: 8px;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: ${(p) => (p.$active ? p.theme.colors.primary : 'rgba(255,255,255,0.6)')};
  transition: width 0.3s ease;
  cursor: pointer;
`;

/** Home banners from the advertising call (SPEC §7 navigationList), rotating every 5 s. */
export function HomeBanners() {
  const { data, loading } = useEndpointQuery(site.navigationList, HOME_READS.banners.payload, {
    staleTime: HOME_READS.banners.staleTime,
  });
  const banners = (data ?? []).filter((b) => b.position === 'banner').sort((a, b) => a.sort - b.sort);
  const [index, setIndex] = useState(0);
  const navigate = useNavigate();

  useEffect(() => {
    if (banners.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % banners.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [banners.length]);

  const open = (banner: AdItem) => {
    if (banner.linkType === 'route') navigate(banner.link);
    else if (banner.linkType === 'url') window.open(banner.link, '_blank', 'noopener');
  };

  // Loading: the banner's box, see-through (the host shows the first paint's picture behind it).
  if (loading && banners.length === 0) return <Loading aria-busy="true" />;
  if (banners.length === 0) return null;
  return (
    <Stage aria-roledescription="carousel" aria-label={t('activities.banners')} data-testid="home-banners">
      {banners.map((banner, i) => (
        <Slide
          key={banner.id}
          $active={i === index}
          onClick={() => open(banner)}
          aria-hidden={i !== index}
          tabIndex={i === index ? 0 : -1}
        >
          {/* The first picture is the page's largest paint (the server marks it high); the
              others wait their turn for the network (they are pictures, about 20 KB each). */}
          <img
            src={banner.imageUrl}
            alt={banner.title}
            {...(i === 0 ? {} : { fetchPriority: 'low' as const })}
          />
        </Slide>
      ))}
      <Dots>
        {banners.map((banner, i) => (
          <Dot key={banner.id} $active={i === index} aria-label={banner.title} onClick={() => setIndex(i)} />
        ))}
      </Dots>
    </Stage>
  );
}
