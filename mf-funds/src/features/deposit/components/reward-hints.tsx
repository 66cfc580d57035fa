import styled from 'styled-components';
import { yuanTextToFen } from '@site/shared/contract';
import { formatMoney } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { pathTo } from '@site/shared/routes';
import { Checkbox, TextLink } from '@site/shared/ui';
import { rewardFor, type DepositReward } from '../utils/deposit-amount';

const Box = styled.section`
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceAlt};
  font-size: ${(p) => p.theme.fontSizes.sm};
  h3 {
    margin: 0 0 6px;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.text};
  }
  ul {
    margin: 0;
    padding-left: 18px;
    color: ${(p) => p.theme.colors.textSecondary};
    line-height: 1.7;
  }
  li[aria-current='true'] {
    color: ${(p) => p.theme.colors.primary};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;

const Offer = styled.div`
  display: grid;
  gap: 4px;
  margin-top: 8px;
  color: ${(p) => p.theme.colors.textSecondary};
  line-height: 1.6;
  p {
    margin: 0;
  }
`;

const Estimate = styled.p`
  margin: 8px 0 0;
  color: ${(p) => p.theme.colors.success};
`;

/** "100.00" -> "100", "1.50" -> "1.5": a rate as a player reads it. */
const percent = (rate: string) => String(yuanTextToFen(rate) / 100);

function OfferTerms({ offer }: { offer: DepositReward }) {
  return (
    <p>
      {t('deposit.form.offerTerms', {
        title: offer.title,
        min: formatMoney(yuanTextToFen(offer.minAmount)),
        rate: percent(offer.rewardRate),
        max: formatMoney(yuanTextToFen(offer.maxReward)),
        multiple: offer.turnoverMultiple,
      })}{' '}
      <TextLink to={pathTo(offer.kind, { id: offer.id })}>{t('deposit.form.offerRules')}</TextLink>
    </p>
  );
}

export interface RewardHintsProps {
  offers: readonly DepositReward[];
  amountFen: number | null;
  /** The not-yet-joined offer the member ticked, joined with this deposit; null = none. */
  applyId: number | null;
  onApplyChange: (id: number | null) => void;
}

/**
 * The deposit offers open to the member. A joined one is paid by this deposit; one not joined
 * yet is offered as an unticked 申请 box with its terms and turnover, joined with the order
 * only when ticked. The estimate counts only offers the member is, or will be, in: the page
 * never promises a bonus the credit will not pay.
 */
export function RewardHints({ offers, amountFen, applyId, onApplyChange }: RewardHintsProps) {
  if (offers.length === 0) return null;
  const inOffer = offers.filter((o) => o.joined || o.id === applyId);
  const hit = amountFen === null ? null : rewardFor(amountFen, inOffer);
  return (
    <Box aria-label={t('deposit.form.rewards')}>
      <h3>{t('deposit.form.rewards')}</h3>
      <ul>
        {offers.map((offer) => (
          <li key={offer.id} aria-current={hit?.tier.id === offer.id ? 'true' : undefined}>
            {t('deposit.form.rewardTier', {
              title: offer.title,
              max: formatMoney(yuanTextToFen(offer.maxReward)),
            })}
          </li>
        ))}
      </ul>
      {offers.map((offer) =>
        offer.joined ? (
          <Offer key={offer.id}>
            <p>{t('deposit.form.offerJoined', { title: offer.title })}</p>
          </Offer>
        ) : (
          <Offer key={offer.id}>
            <Checkbox
              checked={applyId === offer.id}
              onChange={(e) => onApplyChange(e.target.checked ? offer.id : null)}
            >
              {offer.kind === 'firstDeposit'
                ? t('deposit.form.offerApplyFirst')
                : t('deposit.form.offerApply', { title: offer.title })}
            </Checkbox>
            <OfferTerms offer={offer} />
            <p>
              {offer.kind === 'firstDeposit'
                ? t('deposit.form.offerUntickedFirst')
                : t('deposit.form.offerUnticked')}
            </p>
          </Offer>
        ),
      )}
      {hit && hit.rewardFen > 0 && (
        <Estimate>
          {hit.tier.turnoverMultiple > 0
            ? t('deposit.form.rewardEstimateTurnover', {
                reward: formatMoney(hit.rewardFen),
                turnover: formatMoney(Math.round(hit.rewardFen * hit.tier.turnoverMultiple)),
              })
            : t('deposit.form.rewardEstimate', { reward: formatMoney(hit.rewardFen) })}
        </Estimate>
      )}
    </Box>
  );
}
