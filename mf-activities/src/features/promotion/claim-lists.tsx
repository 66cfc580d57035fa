import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, Card, toast } from '@site/shared/ui';
import { useMemberAction } from '../../lib/use-member-action';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.textSecondary};
  }
`;
const Lead = styled.p`
  margin: 0 0 8px;
  color: ${(p) => p.theme.colors.textSecondary};
`;

/** Where each new-member task is done. */
const TASK_PATHS: Record<string, string> = {
  bindPhone: '/mine/auth',
  realName: '/mine/auth',
  firstDeposit: '/mine/savemoney',
  firstBet: '/game/sport',
};

interface Props {
  detail: promotions.PromotionDetail;
  progress: promotions.Progress | undefined;
  onChange: () => void;
}

function useClaim(detail: promotions.PromotionDetail, onChange: () => void) {
  const claim = useMemberAction(promotions.confirmInfo);
  const run = async (action: 'claimTask' | 'claimTier', ref: string) => {
    const done = await claim.run({ id: detail.id, action, ref });
    if (done) toast.success(done.message);
    onChange();
  };
  return { run, busy: claim.busy };
}

/** New-member tasks: each with its reward, done or not, and a claim button once done. */
export function TaskList({ detail, progress, onChange }: Props) {
  const claim = useClaim(detail, onChange);
  const navigate = useNavigate();
  const tasks =
    progress?.tasks ?? (detail.terms.tasks ?? []).map((x) => ({ ...x, done: false, claimed: false }));
  return (
    <Card title={t('promotions.task.title')}>
      <List>
        {tasks.map((task) => (
          <Row key={task.code}>
            <span>
              {task.title}
              <small>{t('promotions.task.reward', { amount: task.reward })}</small>
            </span>
            {task.done ? (
              <Button
                size="sm"
                variant={task.claimed ? 'secondary' : 'primary'}
                disabled={task.claimed}
                loading={claim.busy}
                onClick={() => void claim.run('claimTask', task.code)}
              >
                {task.claimed ? t('promotions.task.claimed') : t('promotions.task.claim')}
              </Button>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => navigate(TASK_PATHS[task.code] ?? '/home')}>
                {t('promotions.task.todo')}
              </Button>
            )}
          </Row>
        ))}
      </List>
    </Card>
  );
}

/** Betting tiers: today's weighted turnover against each tier, claimable once a day each. */
export function TierList({ detail, progress, onChange }: Props) {
  const claim = useClaim(detail, onChange);
  const tiers =
    progress?.tiers ??
    (detail.terms.tiers ?? []).map((x, index) => ({ ...x, index, reached: false, claimed: false }));
  return (
    <Card title={t('promotions.tier.title')}>
      <Lead data-testid="tier-turnover">
        {t('promotions.tier.today', { amount: progress?.turnover ?? '0.00' })}
      </Lead>
      <List>
        {tiers.map((tier) => (
          <Row key={tier.index}>
            <span>
              {t('promotions.tier.need', { amount: tier.turnover })}
              <small>{t('promotions.tier.reward', { amount: tier.reward })}</small>
            </span>
            <Button
              size="sm"
              variant={tier.reached && !tier.claimed ? 'primary' : 'secondary'}
              disabled={!tier.reached || tier.claimed}
              loading={claim.busy}
              onClick={() => void claim.run('claimTier', String(tier.index))}
            >
              {tier.claimed
                ? t('promotions.tier.claimed')
                : tier.reached
                  ? t('promotions.tier.claim')
                  : t('promotions.tier.locked')}
            </Button>
          </Row>
        ))}
      </List>
    </Card>
  );
}
