import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { Button, Card, Checkbox, EmptyState } from '@site/shared/ui';
import {
  acceptOddsAtom,
  autoAcceptAtom,
  clearSlipAtom,
  displayOddsFormatAtom,
  multipleAtom,
  removePickAtom,
  seriesAtom,
  slipAtom,
} from '../state/slip-atoms';
import { hasUnacceptedOdds, isOrderPending } from '../state/slip-logic';
import type { PlacementState } from '../state/slip-types';
import { SlipItem } from './slip-item';
import { StakeLines } from './stake-lines';

const Body = styled.div`
  display: grid;
  gap: 10px;
`;

const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
`;

const List = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 40vh;
  overflow-y: auto;
`;

const Notice = styled.p<{ $tone: 'info' | 'success' | 'danger' | 'warning' }>`
  margin: 0;
  padding: 8px 10px;
  border-radius: ${(p) => p.theme.radii.sm};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors[p.$tone]};
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

function PlacementNotice({ placement }: { placement: PlacementState }) {
  switch (placement.status) {
    case 'pending':
      return (
        <Notice role="status" $tone="info">
          {t('sports.slip.pending')}
        </Notice>
      );
    case 'accepted':
      return (
        <Notice role="status" $tone="success">
          {t('sports.slip.accepted')}
        </Notice>
      );
    case 'rejected':
      return (
        <Notice role="alert" $tone="danger">
          {t('sports.slip.rejected', { reason: placement.reason })}
        </Notice>
      );
    case 'oddsChanged':
      return (
        <Notice role="alert" $tone="warning">
          {t('sports.slip.oddsChangedRejected')}
        </Notice>
      );
    default:
      return null;
  }
}

const Toolbar = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
`;

/**
 * The bet slip (SPEC §4, §5): modes, picks, stakes, totals and the placement state.
 * `bare`: without its card (inside the phone's sheet, which carries the title).
 */
export function BetSlip({ onPlace, bare = false }: { onPlace: () => void; bare?: boolean }) {
  const slip = useAtomValue(slipAtom);
  const format = useAtomValue(displayOddsFormatAtom);
  const [multiple, setMultiple] = useAtom(multipleAtom);
  const [series, setSeries] = useAtom(seriesAtom);
  const [autoAccept, setAutoAccept] = useAtom(autoAcceptAtom);
  const remove = useSetAtom(removePickAtom);
  const clear = useSetAtom(clearSlipAtom);
  const accept = useSetAtom(acceptOddsAtom);
  const busy = isOrderPending(slip.placement);
  const champion = slip.selections[0]?.kind === 'champion';
  const invalid = slip.selections.some((s) => s.isInvalid);
  const toggles = (
    <Toggles>
      <Checkbox checked={multiple} disabled={busy} onChange={(e) => setMultiple(e.target.checked)}>
        {t('sports.slip.multiple')}
      </Checkbox>
      <Checkbox checked={series} disabled={busy || champion} onChange={(e) => setSeries(e.target.checked)}>
        {t('sports.slip.series')}
      </Checkbox>
      <Checkbox checked={autoAccept} onChange={(e) => setAutoAccept(e.target.checked)}>
        {t('sports.slip.autoAccept')}
      </Checkbox>
    </Toggles>
  );
  const clearButton = slip.selections.length > 0 && (
    <Button variant="text" size="sm" disabled={busy} onClick={() => clear()}>
      {t('sports.slip.clear')}
    </Button>
  );
  const content = (
    <Body>
      {bare ? (
        <Toolbar>
          {toggles}
          {clearButton}
        </Toolbar>
      ) : (
        toggles
      )}
      <PlacementNotice placement={slip.placement} />
      {slip.selections.length === 0 ? (
        <EmptyState compact title={t('sports.slip.empty')} description={t('sports.slip.emptyText')} />
      ) : (
        <>
          <List aria-label={t('sports.slip.title')}>
            {slip.selections.map((s) => (
              <SlipItem key={s.key} pick={s} format={format} onRemove={() => remove(s.key)} />
            ))}
          </List>
          {invalid && (
            <Notice role="alert" $tone="danger">
              {t('sports.slip.sameMatchInvalid')}
            </Notice>
          )}
          {hasUnacceptedOdds(slip) && (
            <Button variant="secondary" onClick={() => accept()}>
              {t('sports.slip.acceptOdds')}
            </Button>
          )}
          <StakeLines disabled={busy} />
          <Button variant="primary" size="lg" disabled={busy || invalid} loading={busy} onClick={onPlace}>
            {busy ? t('sports.slip.placing') : t('sports.slip.place')}
          </Button>
        </>
      )}
    </Body>
  );
  if (bare) return <section aria-label={t('sports.slip.title')}>{content}</section>;
  return (
    <Card
      title={`${t('sports.slip.title')} (${slip.selections.length})`}
      aria-label={t('sports.slip.title')}
      extra={clearButton}
    >
      {content}
    </Card>
  );
}
