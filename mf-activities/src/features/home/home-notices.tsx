import styled, { keyframes } from 'styled-components';
import { HOME_READS, site } from '@site/shared/contract-core';
import { t } from '@site/shared/i18n';
import { useEndpointQuery } from '@site/shared/api';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 40px;
  padding: 0 16px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  overflow: hidden;
`;

const Label = styled.span`
  flex: none;
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
`;

const Window = styled.div`
  flex: 1;
  overflow: hidden;
  white-space: nowrap;
`;

const Track = styled.div<{ $seconds: number }>`
  display: inline-flex;
  gap: 48px;
  padding-right: 48px;
  animation: ${scroll} ${(p) => p.$seconds}s linear infinite;
  &:hover {
    animation-play-state: paused;
  }
  span {
    color: ${(p) => p.theme.colors.textSecondary};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The notice marquee of the home page (queryNoticeListByPage); pauses on hover. */
export function HomeNotices() {
  const { data } = useEndpointQuery(site.queryNoticeListByPage, HOME_READS.notices.payload, {
    staleTime: HOME_READS.notices.staleTime,
  });
  const notices = data?.list ?? [];
  if (notices.length === 0) return null;
  const items = notices.map((n) => `【${n.title}】${n.content}`);
  // Twice the content so the loop is seamless at -50%.
  const doubled = [...items, ...items];
  return (
    <Bar aria-label={t('activities.notices')} data-testid="home-notices">
      <Label>{t('activities.notices')}</Label>
      <Window>
        <Track $seconds={Math.max(20, items.join('').length / 6)}>
          {doubled.map((text, i) => (
            <span key={i} aria-hidden={i >= items.length}>
              {text}
            </span>
          ))}
        </Track>
      </Window>
    </Bar>
  );
}
