import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { fenToYuanText, type promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, Card, TextField } from '@site/shared/ui';
import { depositPreview, parseYuan } from '../../lib/promo-links';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 1fr) repeat(2, minmax(120px, 0.7fr));
  gap: 16px;
  align-items: end;
  @media (max-width: 600px) {
    grid-template-columns: 1fr 1fr;
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;
const Figure = styled.div`
  display: grid;
  gap: 4px;
  span {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textSecondary};
  }
  strong {
    font-size: ${(p) => p.theme.fontSizes.xl};
    color: ${(p) => p.theme.colors.primary};
  }
`;
const Hint = styled.p`
  margin: 12px 0;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** First / again deposit: deposit amount → bonus → turnover required, then on to the deposit page. */
export function DepositCalculator({ terms }: { terms: promotions.PromotionTerms }) {
  const [text, setText] = useState(terms.minDeposit ? String(Number(terms.minDeposit) * 5) : '500');
  const navigate = useNavigate();
  const fen = parseYuan(text);
  const preview = fen === null ? null : depositPreview(terms, fen);
  const error =
    fen === null
      ? t('promotions.calc.invalid')
      : preview?.belowMin
        ? t('promotions.calc.belowMin', { min: terms.minDeposit ?? '0' })
        : undefined;
  return (
    <Card title={t('promotions.calc.title')}>
      <Hint>
        {t('promotions.calc.rate', {
          rate: terms.ratePercent ?? 0,
          cap: terms.capAmount ?? '-',
          min: terms.minDeposit ?? '0',
        })}
      </Hint>
      <Grid>
        <TextField
          label={t('promotions.calc.amount')}
          value={text}
          inputMode="decimal"
          maxLength={12}
          onChange={(e) => setText(e.target.value)}
          error={error}
        />
        <Figure>
          <span>{t('promotions.calc.bonus')}</span>
          <strong data-testid="calc-bonus">{fenToYuanText(preview?.bonusFen ?? 0)}</strong>
        </Figure>
        <Figure>
          <span>{t('promotions.calc.turnover')}</span>
          <strong data-testid="calc-turnover">{fenToYuanText(preview?.turnoverFen ?? 0)}</strong>
        </Figure>
      </Grid>
      <Hint>
        <Button variant="secondary" onClick={() => navigate('/mine/savemoney')}>
          {t('promotions.calc.deposit')}
        </Button>
      </Hint>
    </Card>
  );
}
