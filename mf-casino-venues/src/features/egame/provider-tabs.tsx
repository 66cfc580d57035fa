import styled from 'styled-components';
import type { games } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Tabs, type TabItem } from '@site/shared/ui';

const Down = styled.span`
  margin-left: 4px;
  padding: 0 6px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.warning};
  color: #fff;
  font-size: 11px;
  font-weight: 400;
`;

export interface ProviderTabsProps {
  venues: readonly games.VenueInfo[];
  /** '' = every provider. */
  value: string;
  onChange: (code: string) => void;
}

/** 全部 and one tab per provider (venue) of the lobby, with its maintenance mark. */
export function ProviderTabs({ venues, value, onChange }: ProviderTabsProps) {
  const items: TabItem[] = [
    { value: '', label: t('casino.lobby.allProviders') },
    ...venues.map((v) => ({
      value: v.channelCode,
      label: (
        <>
          {v.name}
          {v.status === 'maintenance' && <Down>{t('casino.venue.maintenance')}</Down>}
        </>
      ),
    })),
  ];
  return <Tabs items={items} value={value} onChange={onChange} aria-label={t('casino.lobby.providers')} />;
}
