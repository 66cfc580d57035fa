import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { CloseIcon, type TabItem, Tabs, TextField } from '@site/shared/ui';

export type LobbyFilter = 'all' | 'hot' | 'new' | 'favourite';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
  margin: 16px 0;
`;

const Search = styled.div`
  width: min(320px, 100%);
`;

const Clear = styled.button`
  border: none;
  background: none;
  color: ${(p) => p.theme.colors.textMuted};
  cursor: pointer;
  font-size: 18px;
  line-height: 1;
`;

export interface LobbyToolbarProps {
  filter: LobbyFilter;
  onFilter: (filter: LobbyFilter) => void;
  keyword: string;
  onKeyword: (keyword: string) => void;
}

const KEYWORD_MAX = 30;

/** Hot / new / favourite filters and the search field of the lobby. */
export function LobbyToolbar({ filter, onFilter, keyword, onKeyword }: LobbyToolbarProps) {
  const items: TabItem<LobbyFilter>[] = [
    { value: 'all', label: t('casino.lobby.filterAll') },
    { value: 'hot', label: t('casino.lobby.filterHot') },
    { value: 'new', label: t('casino.lobby.filterNew') },
    { value: 'favourite', label: t('casino.lobby.filterFavourite') },
  ];
  return (
    <Bar>
      <Tabs
        items={items}
        value={filter}
        onChange={onFilter}
        variant="pill"
        aria-label={t('casino.lobby.filters')}
      />
      <Search>
        <TextField
          type="search"
          aria-label={t('casino.lobby.searchLabel')}
          placeholder={t('casino.lobby.searchPlaceholder')}
          value={keyword}
          maxLength={KEYWORD_MAX}
          onChange={(e) => onKeyword(e.target.value)}
          suffix={
            keyword ? (
              <Clear type="button" aria-label={t('casino.lobby.clearSearch')} onClick={() => onKeyword('')}>
                <CloseIcon />
              </Clear>
            ) : undefined
          }
        />
      </Search>
    </Bar>
  );
}
