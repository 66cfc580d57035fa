import styled from 'styled-components';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, Card, toast } from '@site/shared/ui';
import { useMemberAction } from '../../lib/use-member-action';

const Week = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 6px;
  text-align: center;
`;
const Head = styled.div`
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;
const Day = styled.div<{ $signed: boolean; $today: boolean }>`
  aspect-ratio: 1;
  display: grid;
  place-items: center;
  border-radius: ${(p) => p.theme.radii.md};
  font-size: ${(p) => p.theme.fontSizes.sm};
  background: ${(p) => (p.$signed ? p.theme.colors.primary : p.theme.colors.surfaceAlt)};
  color: ${(p) => (p.$signed ? p.theme.colors.primaryText : p.theme.colors.text)};
  outline: ${(p) => (p.$today ? `2px solid ${p.theme.colors.warning}` : 'none')};
`;
const Ladder = styled.ol`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 6px;
`;
const Step = styled.li<{ $done: boolean }>`
  padding: 8px 2px;
  text-align: center;
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.$done ? p.theme.colors.primary : p.theme.colors.border)};
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textSecondary};
  strong {
    display: block;
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;
const Footer = styled.div`
  margin-top: 16px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  color: ${(p) => p.theme.colors.textSecondary};
`;

/** The month of `today` (YYYY-MM-DD) as calendar cells: leading blanks, then each date. */
export function monthCells(today: string): (string | null)[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return [
    ...Array.from({ length: first }, () => null),
    ...Array.from({ length: days }, (_, i) => `${y}-${mm}-${String(i + 1).padStart(2, '0')}`),
  ];
}

/** Sign-in: the streak ladder (day 1..7 rewards), the month calendar with signed days, the sign button. */
export function SignCalendar({
  detail,
  progress,
  onChange,
}: {
  detail: promotions.PromotionDetail;
  progress: promotions.Progress | undefined;
  onChange: () => void;
}) {
  const sign = useMemberAction(promotions.confirmInfo);
  const rewards = detail.terms.signRewards ?? [];
  const streak = progress?.streak ?? 0;
  const signed = new Set(progress?.signedDays ?? []);
  const today = progress?.today ?? new Date().toISOString().slice(0, 10);
  const inCycle = rewards.length > 0 ? streak % rewards.length || (streak > 0 ? rewards.length : 0) : 0;
  const press = async () => {
    const done = await sign.run({ id: detail.id, action: 'sign' });
    if (done) toast.success(done.message);
    onChange();
  };
  return (
    <Card title={t('promotions.sign.title')}>
      <Ladder>
        {rewards.map((amount, i) => (
          <Step key={i} $done={i < inCycle}>
            {t('promotions.sign.reward', { n: i + 1 })}
            <strong>{amount}</strong>
          </Step>
        ))}
      </Ladder>
      <Week role="grid" aria-label={t('promotions.sign.title')}>
        {t('promotions.sign.weekdays')
          .split(',')
          .map((w) => (
            <Head key={w}>{w}</Head>
          ))}
        {monthCells(today).map((date, i) =>
          date ? (
            <Day
              key={date}
              role="gridcell"
              aria-selected={signed.has(date)}
              $signed={signed.has(date)}
              $today={date === today}
            >
              {Number(date.slice(8))}
            </Day>
          ) : (
            <span key={`blank-${i}`} />
          ),
        )}
      </Week>
      <Footer>
        <Button
          variant="primary"
          loading={sign.busy}
          disabled={progress?.signedToday === true}
          onClick={() => void press()}
        >
          {progress?.signedToday ? t('promotions.sign.done') : t('promotions.sign.action')}
        </Button>
        <span data-testid="sign-streak">{t('promotions.sign.streak', { n: streak })}</span>
        <span>{t('promotions.sign.resetHint')}</span>
      </Footer>
    </Card>
  );
}
