import { useState } from 'react';
import styled from 'styled-components';
import { failureText, queryKeys, useEndpointQuery, useMoneyMutation } from '@site/shared/api';
import { memberArea } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { alpha } from '@site/shared/theme';
import { Button, Dialog, Tabs, toast } from '@site/shared/ui';
import { AsyncView } from '../../components/async-view';
import { yuan } from '../../components/money';
import { PagedTable, type Column } from '../../components/paged-table';
import { AddressForm, addressError, type Address } from './address-form';
import { GiftArt } from './gift-art';

const Balance = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 32px;
  padding: 20px 24px;
  margin-bottom: 16px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: linear-gradient(
    135deg,
    ${(p) => alpha(p.theme.colors.primary, 16)},
    ${(p) => alpha(p.theme.colors.info, 12)}
  );
  color: ${(p) => p.theme.colors.text};
  span {
    display: block;
    color: ${(p) => p.theme.colors.textSecondary};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  strong {
    font-size: ${(p) => p.theme.fontSizes.xxl};
  }
  .main {
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.fontSizes.display};
  }
`;
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 16px;
  border-radius: ${(p) => p.theme.radii.lg};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  text-align: center;
  .pts {
    color: ${(p) => p.theme.colors.primary};
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
  .meta {
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

type Item = memberArea.ExchangeItem;
const emptyAddress: Address = { receiver: '', phone: '', address: '' };

type ExchangeRecord = memberArea.ExchangeRecord;

// Built at render time: the catalogue's text is read when the page shows, not when the module loads.
const recordColumns = (): Column<ExchangeRecord>[] => [
  { header: t('memberCentre.exchange.time'), cell: (r) => r.createdAt },
  {
    header: t('memberCentre.exchange.item'),
    cell: (r) => (
      <>
        {r.itemName}
        {r.address && <div>{r.address}</div>}
      </>
    ),
  },
  { header: t('memberCentre.exchange.cost'), cell: (r) => r.points },
  {
    header: t('memberCentre.exchange.status'),
    cell: (r) =>
      r.status === 'credited'
        ? t('memberCentre.exchange.statusCredited')
        : t('memberCentre.exchange.statusShipping'),
  },
];

function Records() {
  const [page, setPage] = useState(1);
  const state = useEndpointQuery(memberArea.exchangeRecord, { pageNum: page, pageSize: 10 });
  return (
    <PagedTable
      state={state}
      columns={recordColumns()}
      rowKey={(r) => r.id}
      empty={t('memberCentre.exchange.emptyRecords')}
      page={page}
      pageSize={10}
      onPage={setPage}
    />
  );
}

/** /mine/exchange: points balance, the catalogue, exchange with confirmation (and address), records. */
export function ExchangeCentre() {
  const info = useEndpointQuery(memberArea.activityTopGiftInfo, {});
  // An exchange spends points and may pay money: one money mutation, which refreshes the points and the records.
  const exchange = useMoneyMutation(memberArea.activityTopGiftExchange, {
    invalidates: [
      queryKeys.endpoint(memberArea.activityTopGiftInfo),
      queryKeys.endpoint(memberArea.exchangeRecord),
    ],
  });
  const [tab, setTab] = useState<'catalogue' | 'records'>('catalogue');
  const [picked, setPicked] = useState<Item | null>(null);
  const [address, setAddress] = useState<Address>(emptyAddress);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  const confirm = async () => {
    if (!picked) return;
    if (picked.kind === 'physical') {
      const error = addressError(address);
      if (error) return toast.error(error);
    }
    setBusy(true);
    try {
      await exchange.run({
        itemId: picked.id,
        ...(picked.kind === 'physical' ? { address } : {}),
      });
      toast.success(t('memberCentre.exchange.success'));
      setPicked(null);
      setAddress(emptyAddress);
      setRound((r) => r + 1);
    } catch (error) {
      toast.error(failureText(error));
      info.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AsyncView state={info}>
      {(data) => (
        <>
          <Balance>
            <div>
              <span>{t('memberCentre.exchange.points')}</span>
              <strong className="main" data-testid="points">
                {data.points}
              </strong>
            </div>
            <div>
              <span>{t('memberCentre.exchange.earned')}</span>
              <strong>{data.earned}</strong>
            </div>
            <div>
              <span>{t('memberCentre.exchange.spent')}</span>
              <strong>{data.spent}</strong>
            </div>
            <div>
              <span>{t('memberCentre.exchange.rule')}</span>
            </div>
          </Balance>
          <Tabs
            items={[
              { value: 'catalogue', label: t('memberCentre.exchange.catalogue') },
              { value: 'records', label: t('memberCentre.exchange.records') },
            ]}
            value={tab}
            onChange={setTab}
          >
            {tab === 'catalogue' ? (
              <Grid>
                {data.items.map((item) => {
                  const blocked = item.stock === 0 || data.grade < item.minGrade;
                  return (
                    <Item key={item.id} aria-label={item.name}>
                      <GiftArt art={item.art} />
                      <strong>{item.name}</strong>
                      <span className="pts">{t('memberCentre.exchange.pointsN', { n: item.points })}</span>
                      <span className="meta">
                        {item.kind === 'bonus'
                          ? t('memberCentre.exchange.bonus', { amount: yuan(item.bonus) })
                          : item.kind === 'spins'
                            ? t('memberCentre.exchange.spins', {
                                venue: item.spinVenueName ?? '',
                                n: item.spins ?? 0,
                                stake: item.spinStake ?? '0.00',
                              })
                            : t('memberCentre.exchange.physical')}{' '}
                        ·{' '}
                        {item.stock === 0
                          ? t('memberCentre.exchange.soldOut')
                          : t('memberCentre.exchange.stock', { n: item.stock })}
                      </span>
                      {item.minGrade > 0 && (
                        <span className="meta">
                          {t('memberCentre.exchange.needGrade', { n: item.minGrade })}
                        </span>
                      )}
                      <Button size="sm" block disabled={blocked} onClick={() => setPicked(item)}>
                        {item.stock === 0
                          ? t('memberCentre.exchange.soldOut')
                          : t('memberCentre.exchange.exchange')}
                      </Button>
                    </Item>
                  );
                })}
              </Grid>
            ) : (
              <Records key={round} />
            )}
          </Tabs>
          <Dialog
            open={picked !== null}
            onClose={() => setPicked(null)}
            title={
              picked?.kind === 'physical'
                ? t('memberCentre.exchange.addressTitle')
                : t('memberCentre.exchange.confirmTitle')
            }
            footer={
              <>
                <Button variant="secondary" onClick={() => setPicked(null)}>
                  {t('memberCentre.cancel')}
                </Button>
                <Button loading={busy} onClick={() => void confirm()}>
                  {t('memberCentre.confirm')}
                </Button>
              </>
            }
          >
            {picked && (
              <p>{t('memberCentre.exchange.confirmText', { points: picked.points, name: picked.name })}</p>
            )}
            {picked?.kind === 'spins' && (
              <p>
                {t('memberCentre.exchange.spinsNote', {
                  days: picked.spinDays ?? 0,
                  venue: picked.spinVenueName ?? '',
                })}
              </p>
            )}
            {picked?.kind === 'physical' && <AddressForm value={address} onChange={setAddress} />}
          </Dialog>
        </>
      )}
    </AsyncView>
  );
}
