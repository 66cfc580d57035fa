import { useState } from 'react';
import styled from 'styled-components';
import { failureText, queryKeys, useEndpointQuery, useMoneyMutation } from '@site/shared/api';
import { fenToYuanText, memberArea, yuanTextToFen } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { alpha } from '@site/shared/theme';
import { Button, EmptyState, toast } from '@site/shared/ui';
import { AsyncView } from '../../components/async-view';
import { yuan } from '../../components/money';
import { refreshUnreadCounts } from '../../lib/unread';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 20px 24px;
  margin-bottom: 16px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: linear-gradient(
    135deg,
    ${(p) => alpha(p.theme.colors.danger, 16)},
    ${(p) => alpha(p.theme.colors.warning, 16)}
  );
  color: ${(p) => p.theme.colors.text};
  strong {
    font-size: ${(p) => p.theme.fontSizes.display};
    color: ${(p) => p.theme.colors.danger};
  }
`;
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled.li<{ $dim: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 18px;
  border-radius: ${(p) => p.theme.radii.lg};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  opacity: ${(p) => (p.$dim ? 0.7 : 1)};
  svg {
    color: ${(p) => p.theme.colors.danger};
  }
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  .amount {
    font-size: ${(p) => p.theme.fontSizes.xxl};
    font-weight: ${(p) => p.theme.fontWeights.bold};
    color: ${(p) => p.theme.colors.danger};
  }
  .meta {
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textSecondary};
  }
`;

function Envelope() {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
      <rect x="6" y="4" width="28" height="34" rx="4" fill="currentColor" opacity="0.85" />
      <path d="M6 12 Q20 22 34 12" fill="none" stroke="currentColor" strokeWidth="2" opacity="0.5" />
      <circle cx="20" cy="18" r="5" fill="currentColor" opacity="0.4" />
    </svg>
  );
}

/** /mine/welfare: a card per welfare item with amount, turnover multiple and expiry; claim and claim all. */
export function WelfareCentre() {
  const state = useEndpointQuery(memberArea.vipWeekInfo, {});
  // Claims pay a bonus: the money mutation owns their request ids and refreshes the balances and this list.
  const refreshes = { invalidates: [queryKeys.endpoint(memberArea.vipWeekInfo)] };
  const claimOne = useMoneyMutation(memberArea.vipWeekReceive, refreshes);
  const claimAll = useMoneyMutation(memberArea.vipWeekReceiveAll, refreshes);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, go: () => Promise<memberArea.ClaimResult>) => {
    setBusy(key);
    try {
      const result = await go();
      toast.success(t('memberCentre.welfare.success', { amount: yuan(result.total) }));
      void refreshUnreadCounts();
    } catch (error) {
      toast.error(failureText(error));
      state.reload();
    } finally {
      setBusy(null);
    }
  };

  return (
    <AsyncView state={state}>
      {(items) => {
        const claimable = items.filter((i) => i.status === 'claimable');
        const total = claimable.reduce((s, i) => s + yuanTextToFen(i.amount), 0);
        const shown = items.filter((i) => i.status !== 'locked' || i.kind !== 'upgrade');
        if (shown.length === 0)
          return (
            <EmptyState
              title={t('memberCentre.welfare.empty')}
              description={t('memberCentre.welfare.emptyText')}
            />
          );
        return (
          <>
            <Summary>
              <div>
                <div>{t('memberCentre.welfare.total')}</div>
                <strong>{yuan(fenToYuanText(total))}</strong>
              </div>
              <Button
                size="lg"
                disabled={claimable.length === 0}
                loading={busy === 'all'}
                onClick={() => void run('all', () => claimAll.run({}))}
              >
                {t('memberCentre.welfare.claimAll')}
              </Button>
            </Summary>
            {claimable.length === 0 && (
              <EmptyState
                compact
                title={t('memberCentre.welfare.empty')}
                description={t('memberCentre.welfare.emptyText')}
              />
            )}
            <Grid>
              {shown.map((i) => (
                <Item key={i.id} $dim={i.status !== 'claimable'} aria-label={i.title}>
                  <Envelope />
                  <h3>{i.title}</h3>
                  <div className="amount">{yuan(i.amount)}</div>
                  <div className="meta">
                    {t('memberCentre.welfare.multiple', { n: i.turnoverMultiple })} ·{' '}
                    {i.expiresAt
                      ? t('memberCentre.welfare.expires', { time: i.expiresAt })
                      : t('memberCentre.welfare.noExpiry')}
                  </div>
                  {i.reason && <div className="meta">{i.reason}</div>}
                  <Button
                    block
                    variant={i.status === 'claimable' ? 'primary' : 'secondary'}
                    disabled={i.status !== 'claimable'}
                    loading={busy === i.id}
                    onClick={() => void run(i.id, () => claimOne.run({ id: i.id }))}
                  >
                    {i.status === 'claimable'
                      ? t('memberCentre.welfare.claim')
                      : i.status === 'claimed'
                        ? t('memberCentre.welfare.claimed')
                        : t('memberCentre.welfare.locked')}
                  </Button>
                </Item>
              ))}
            </Grid>
          </>
        );
      }}
    </AsyncView>
  );
}
