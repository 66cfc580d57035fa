import type { ReactNode } from 'react';
import styled from 'styled-components';
import { failureText, useEndpointQuery } from '../api';
import type { promotions as promotionsContract } from '../contract';
import { promotions, yuanTextToFen } from '../contract/core';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ProgressBar } from './progress-bar';
import { SkeletonText } from './skeleton';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Row = styled.li`
  display: grid;
  gap: 6px;
  padding: 12px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 12px;
  font-weight: ${(p) => p.theme.fontWeights.bold};
  color: ${(p) => p.theme.colors.text};
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textSecondary};
`;

/**
 * The member's bonuses (promotion/myBonuses): one cached read, so the discount page, a
 * promotion and the welfare page share it, and a mutation that changes a bonus invalidates
 * it for all. `enabled: false` (a guest) asks nothing.
 */
export function useMyBonuses({ enabled = true }: { enabled?: boolean } = {}) {
  return useEndpointQuery(promotions.myBonuses, {}, { enabled });
}

export interface BonusListProps {
  /** What `useMyBonuses` answered. */
  state: ReturnType<typeof useMyBonuses>;
  /** Which bonuses to list (default all) and at most how many. */
  show?: (bonus: promotionsContract.Bonus) => boolean;
  max?: number;
  /** Said when none is listed. */
  emptyText: string;
  /** The progress bar's accessible name. */
  barLabel: (bonus: promotionsContract.Bonus) => string;
  /** Beside the title: a status, an action, the amount. */
  aside: (bonus: promotionsContract.Bonus) => ReactNode;
  /** Under the bar: amounts and dates, as spans. */
  meta: (bonus: promotionsContract.Bonus) => ReactNode;
}

/**
 * The one list of a member's bonuses: a skeleton until the first answer, the failure with
 * 重试, the empty text, else each bonus with its turnover bar (done of required, floored:
 * never full while any is owed) and the caller's aside and meta.
 */
export function BonusList({ state, show, max, emptyText, barLabel, aside, meta }: BonusListProps) {
  const { data, error, reload } = state;
  if (error) return <ErrorState compact message={failureText(error)} onRetry={reload} />;
  if (!data) return <SkeletonText lines={3} />;
  const listed = (show ? data.filter(show) : data).slice(0, max);
  if (listed.length === 0) return <EmptyState compact title={emptyText} />;
  return (
    <List>
      {listed.map((bonus) => (
        <Row key={bonus.rewardId}>
          <Head>
            <span>{bonus.title}</span>
            {aside(bonus)}
          </Head>
          <ProgressBar
            label={barLabel(bonus)}
            done={yuanTextToFen(bonus.done)}
            need={yuanTextToFen(bonus.required)}
          />
          <Meta>{meta(bonus)}</Meta>
        </Row>
      ))}
    </List>
  );
}
