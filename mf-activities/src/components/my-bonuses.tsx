import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { isLoggedInAtom, sessionStore } from '@site/shared/session';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  ProgressBar,
  showTips,
  SkeletonText,
  toast,
} from '@site/shared/ui';
import { parseYuan } from '../lib/promo-links';
import { useMemberAction } from '../lib/use-member-action';

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 16px;
  padding: 12px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Title = styled.div`
  font-weight: ${(p) => p.theme.fontWeights.bold};
  color: ${(p) => p.theme.colors.text};
`;
const Meta = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textSecondary};
`;
const Bar = styled.div`
  grid-column: 1 / -1;
`;

/** The member's bonuses with turnover done and left; quitting one asks first and says what is voided (SPEC §1). */
export function MyBonuses() {
  const loggedIn = useAtomValue(isLoggedInAtom, { store: sessionStore });
  const { data, error, loading, reload } = useEndpoint(promotions.myBonuses, {}, { enabled: loggedIn });
  const quit = useMemberAction(promotions.quitBonus);
  if (!loggedIn) return null;

  const confirmQuit = (b: promotions.Bonus) =>
    showTips({
      title: t('promotions.bonuses.quitTitle'),
      msg: t('promotions.bonuses.quitMessage', { title: b.title, amount: b.amount }),
      isShowCancel: true,
      sureText: t('promotions.bonuses.quitSure'),
      cancelText: t('promotions.bonuses.quitCancel'),
      onSure: () => {
        void quit.run({ rewardId: b.rewardId }).then((done) => {
          if (done) toast.success(done.message);
          reload();
        });
      },
    });

  return (
    <Card title={t('promotions.bonuses.title')} data-testid="my-bonuses">
      {loading && !data ? (
        <SkeletonText lines={3} />
      ) : error ? (
        <ErrorState compact message={error.message} onRetry={reload} />
      ) : !data || data.length === 0 ? (
        <EmptyState compact title={t('promotions.bonuses.empty')} />
      ) : (
        <List>
          {data.slice(0, 10).map((b) => (
            <Row key={b.rewardId}>
              <Title>{b.title}</Title>
              {b.status === 'active' ? (
                <Button size="sm" variant="ghost" onClick={() => confirmQuit(b)} loading={quit.busy}>
                  {t('promotions.bonuses.quit')}
                </Button>
              ) : (
                <span>{t(b.status === 'met' ? 'promotions.bonuses.met' : 'promotions.bonuses.voided')}</span>
              )}
              <Bar>
                <ProgressBar
                  label={b.title}
                  done={parseYuan(b.done) ?? 0}
                  need={parseYuan(b.required) ?? 0}
                />
              </Bar>
              <Meta>
                <span>{t('promotions.bonuses.amount', { amount: b.amount })}</span>
                <span>{t('promotions.bonuses.progress', { done: b.done, required: b.required })}</span>
                {b.status === 'active' && <span>{t('promotions.bonuses.left', { left: b.left })}</span>}
              </Meta>
            </Row>
          ))}
        </List>
      )}
    </Card>
  );
}
