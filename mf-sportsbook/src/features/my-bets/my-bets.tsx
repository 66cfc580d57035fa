import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { fenToYuanText, sports, yuanTextToFen } from '@site/shared/contract';
import { formatPick, type OddsFormat } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { Button, Card, EmptyState, ErrorState, Skeleton, Tabs } from '@site/shared/ui';
import { resultLabel } from './result-label';

type Scope = 'unsettled' | 'settled';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bet = styled.li`
  display: grid;
  gap: 4px;
  padding: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textSecondary};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.text};
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;

const Result = styled.strong<{ $good: boolean }>`
  color: ${(p) => (p.$good ? p.theme.colors.success : p.theme.colors.textSecondary)};
`;

/**
 * What the ticket says it wins, by the slip's one definition (SPEC §5: stake × odds, the
 * profit): the largest return minus the stake while open; the payout and the result once settled.
 */
export function amountLine(bet: sports.BetRecord): string {
  if (bet.payout !== null) {
    const result = bet.winLoss === null ? '' : ` · ${t('sports.myBets.winLoss')} ${bet.winLoss}`;
    return `${t('sports.myBets.win')} ${bet.payout}${result}`;
  }
  return `${t('sports.slip.totalWin')} ${fenToYuanText(Math.max(0, yuanTextToFen(bet.maxPayout) - yuanTextToFen(bet.stake)))}`;
}

/** A ticket leg as the board and the slip print the pick (shared `formatPick`): line as 2.5/3, odds in `format`. */
export function legText(leg: sports.BetLeg, format: OddsFormat): string {
  const pick = formatPick(
    {
      w: leg.w,
      playName: leg.playName,
      r: leg.r,
      selectionName: leg.selectionName,
      line: leg.line,
      odds: leg.odds,
    },
    format,
  );
  return `${leg.team_h} ${t('sports.board.vs')} ${leg.team_c} · ${pick.text}`;
}

function BetItem({ bet, format }: { bet: sports.BetRecord; format: OddsFormat }) {
  return (
    <Bet aria-label={`${bet.comboText} ${bet.statusName}`} data-testid={`bet-${bet.betId}`}>
      <Head>
        <span>
          {bet.comboText === bet.betTypeName ? bet.betTypeName : `${bet.betTypeName} ${bet.comboText}`}
        </span>
        <span>{bet.statusName}</span>
      </Head>
      {bet.legs.map((leg) => (
        <div key={leg.selectionId}>
          {legText(leg, format)}
          {leg.result && (
            <Result $good={leg.result === 'W' || leg.result === 'LW'}>
              {` ${resultLabel(leg.result, leg.cancelReason)}`}
              {leg.finalScore ? ` (${leg.finalScore})` : ''}
            </Result>
          )}
        </div>
      ))}
      <div>{`${t('sports.myBets.stake')} ${bet.stake} · ${amountLine(bet)}`}</div>
      {bet.rejectReason && <div>{bet.rejectReason}</div>}
      <div>{`${t('sports.myBets.ticket')} ${bet.orderNo} · ${bet.createTime}`}</div>
    </Bet>
  );
}

/**
 * My bets: open (pending, accepted) and settled, newest first; `version` reloads the list.
 * Odds in `format`, the one the board and the slip show.
 */
export function MyBets({ version, format }: { version: number; format: OddsFormat }) {
  const [scope, setScope] = useState<Scope>('unsettled');
  const { data, error, loading, reload } = useEndpoint(sports.betRecordList, {
    pageNum: 1,
    pageSize: 20,
    status: scope,
  });
  // A placement or a settlement moves `version`: read the list again.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    reload();
  }, [version, reload]);
  return (
    <Card
      title={t('sports.myBets.title')}
      aria-label={t('sports.myBets.title')}
      extra={
        <Button variant="text" size="sm" onClick={reload}>
          {t('sports.myBets.refresh')}
        </Button>
      }
    >
      <Tabs
        aria-label={t('sports.myBets.title')}
        variant="pill"
        stretch
        items={[
          { value: 'unsettled' as const, label: t('sports.myBets.open') },
          { value: 'settled' as const, label: t('sports.myBets.settled') },
        ]}
        value={scope}
        onChange={setScope}
      >
        {error ? (
          <ErrorState title={t('sports.myBets.loadFailed')} message={error.message} onRetry={reload} />
        ) : loading && !data ? (
          <Skeleton height="80px" />
        ) : !data || data.list.length === 0 ? (
          <EmptyState compact title={t('sports.myBets.empty')} />
        ) : (
          <List aria-label={t('sports.myBets.title')}>
            {data.list.map((bet) => (
              <BetItem key={bet.betId} bet={bet} format={format} />
            ))}
          </List>
        )}
      </Tabs>
    </Card>
  );
}
