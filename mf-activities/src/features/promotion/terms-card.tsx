import styled from 'styled-components';
import type { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Card } from '@site/shared/ui';

const Rules = styled.ol`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 8px;
  color: ${(p) => p.theme.colors.textSecondary};
  line-height: 1.7;
`;
const Chips = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    padding: 4px 10px;
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.surfaceAlt};
    border: 1px solid ${(p) => p.theme.colors.border};
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.text};
  }
`;
const Note = styled.p`
  margin: 12px 0 0;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

const CATEGORIES = ['TY', 'ZR', 'QP', 'DJ', 'CP', 'DZ', 'BY'] as const;

/** The rules as the operator wrote them, the turnover multiple and each category's contribution. */
export function TermsCard({ detail }: { detail: promotions.PromotionDetail }) {
  const { terms } = detail;
  const counted = CATEGORIES.filter((c) => (terms.contributions[c] ?? 0) > 0);
  return (
    <Card title={t('promotions.rules')}>
      <Rules>
        {detail.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Rules>
      {terms.turnoverMultiple > 0 && (
        <Chips aria-label={t('promotions.contributions')}>
          <li>{t('promotions.turnoverMultiple', { n: terms.turnoverMultiple })}</li>
          {counted.map((c) => (
            <li key={c}>
              {t(`promotions.categories.${c}`)} {terms.contributions[c]}%
            </li>
          ))}
          {terms.newMembersOnly && <li>{t('promotions.newMembersOnly')}</li>}
          {terms.minVip > 0 && <li>{t('promotions.minVip', { n: terms.minVip })}</li>}
        </Chips>
      )}
      <Note>{t('promotions.generalTerms')}</Note>
    </Card>
  );
}
