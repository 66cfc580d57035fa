import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import type { SecurityLevel as Level } from './user-info-rows';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 240px;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  gap: 8px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textSecondary};
`;

const LevelText = styled.strong<{ $level: Level }>`
  font-size: ${(p) => p.theme.fontSizes.lg};
  color: ${(p) =>
    p.$level === 'high'
      ? p.theme.colors.success
      : p.$level === 'medium'
        ? p.theme.colors.warning
        : p.theme.colors.danger};
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceAlt};
  border: 1px solid ${(p) => p.theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $score: number; $level: Level }>`
  width: ${(p) => p.$score}%;
  height: 100%;
  background: ${(p) =>
    p.$level === 'high'
      ? p.theme.colors.success
      : p.$level === 'medium'
        ? p.theme.colors.warning
        : p.theme.colors.danger};
  transition: width ${(p) => p.theme.transitions.normal};
`;

const Tip = styled.span`
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

const TIPS = {
  low: 'member.profile.security.tipLow',
  medium: 'member.profile.security.tipMedium',
  high: 'member.profile.security.tipHigh',
} as const;

/** 安全等级 低/中/高 with the share of the security items done. */
export function SecurityLevel({ level, score }: { level: Level; score: number }) {
  const levelText = t(`member.profile.security.${level}`);
  return (
    <Wrap>
      <Head>
        <span>{t('member.profile.security.title')}</span>
        <LevelText $level={level} data-testid="security-level">
          {levelText}
        </LevelText>
        <span>{t('member.profile.security.score', { score })}</span>
      </Head>
      <Track
        role="progressbar"
        aria-label={t('member.profile.security.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${levelText} ${score}%`}
      >
        <Fill $score={score} $level={level} />
      </Track>
      <Tip>{t(TIPS[level])}</Tip>
    </Wrap>
  );
}
