import styled from 'styled-components';
import type { protection as protectionContract } from '@site/shared/contract';
import { formatMoney, yuanTextToFen } from '@site/shared/format';
import { registerMessages, t } from '@site/shared/i18n';
import { protection } from '@site/shared/messages';
import { Button, Dialog } from '@site/shared/ui';
import { sessionLength } from './schedule';

// The 'protection' texts arrive with this view, not with every page's shell (issue 31): the
// dialog shows to a member after an interval, and most loads never show it.
registerMessages({ protection });

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 12px 0 0;
  div {
    padding: 10px 12px;
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  dt {
    color: ${(p) => p.theme.colors.textSecondary};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
  dd {
    margin: 4px 0 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    font-weight: ${(p) => p.theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Net = styled.dd<{ $value: number }>`
  color: ${(p) => (p.$value > 0 ? p.theme.colors.rise : p.$value < 0 ? p.theme.colors.fall : p.theme.colors.text)};
`;

const Text = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.6;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  @media (max-width: 480px) {
    > * {
      flex: 1 1 100%;
    }
  }
`;

const money = (text: string) => `${formatMoney(yuanTextToFen(text))} 元`;

function duration(seconds: number): string {
  const { hours, minutes } = sessionLength(seconds);
  return hours > 0
    ? t('protection.dialog.duration', { hours, minutes })
    : t('protection.dialog.durationMinutes', { minutes });
}

export interface RealityCheckViewProps {
  check: protectionContract.RealityCheck;
  onContinue: () => void;
  onHistory: () => void;
  onLogout: () => void;
}

/**
 * The reality check (RTS 13): time since login, staked, won and net this session, and three
 * answers. No close icon, Escape or mask click: play goes on only after the player picks one.
 */
export function RealityCheckView({ check, onContinue, onHistory, onLogout }: RealityCheckViewProps) {
  return (
    <Dialog
      open
      closable={false}
      title={t('protection.dialog.title')}
      footer={
        <Buttons>
          <Button variant="secondary" onClick={onLogout}>
            {t('protection.dialog.logout')}
          </Button>
          <Button variant="secondary" onClick={onHistory}>
            {t('protection.dialog.history')}
          </Button>
          <Button onClick={onContinue} data-autofocus>
            {t('protection.dialog.continue')}
          </Button>
        </Buttons>
      }
    >
      <Text>{t('protection.dialog.intro')}</Text>
      <Figures>
        <div>
          <dt>{t('protection.dialog.since')}</dt>
          <dd>{duration(check.secondsSinceLogin)}</dd>
        </div>
        <div>
          <dt>{t('protection.dialog.staked')}</dt>
          <dd>{money(check.staked)}</dd>
        </div>
        <div>
          <dt>{t('protection.dialog.won')}</dt>
          <dd>{money(check.won)}</dd>
        </div>
        <div>
          <dt>{t('protection.dialog.net')}</dt>
          <Net $value={yuanTextToFen(check.net)}>{money(check.net)}</Net>
        </div>
      </Figures>
      {check.sessionEndsAt && (
        <Text style={{ marginTop: 12 }}>
          {t('protection.dialog.sessionEnds', { time: check.sessionEndsAt })}
        </Text>
      )}
    </Dialog>
  );
}
