import styled from 'styled-components';
import type { sports } from '@site/shared/contract';
import { oddsFormatForPlay, type OddsFormat } from '@site/shared/format';
import { Card } from '@site/shared/ui';
import { OddsCell } from '../../lib/odds/odds-cell';

const List = styled.div`
  display: grid;
  gap: 12px;
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 6px;
`;

const Close = styled.span`
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

export interface ChampionListProps {
  champions: readonly sports.Champion[];
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (selectionId: string) => void;
}

/** Champion (outright) markets: one card per event, one cell per team. */
export function ChampionList({ champions, format, picked, onPick }: ChampionListProps) {
  return (
    <List>
      {champions.map((c) => (
        <Card key={c.gameId} title={`${c.leagueName} · ${c.title}`} extra={<Close>{c.closeText}</Close>}>
          <Teams>
            {c.market.selections.map((s) => (
              <OddsCell
                key={s.id}
                selectionId={s.id}
                label={s.name}
                name={`${c.title} ${s.name}`}
                format={oddsFormatForPlay('CH', format)}
                picked={picked.has(s.id)}
                onPick={onPick}
              />
            ))}
          </Teams>
        </Card>
      ))}
    </List>
  );
}
