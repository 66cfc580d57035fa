import { useEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button, Card, EmptyState, toast } from '@site/shared/ui';
import { useMemberAction } from '../../lib/use-member-action';

export const SPIN_MS = 3200;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 360px) 1fr;
  gap: 24px;
  align-items: start;
  @media (max-width: 700px) {
    grid-template-columns: 1fr;
  }
`;
const WheelBox = styled.div`
  position: relative;
  width: 100%;
  max-width: 360px;
  margin: 0 auto;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;
const Pointer = styled.div`
  position: absolute;
  top: -6px;
  left: 50%;
  transform: translateX(-50%);
  border-left: 12px solid transparent;
  border-right: 12px solid transparent;
  border-top: 24px solid ${(p) => p.theme.colors.danger};
  z-index: 1;
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSizes.sm};
  th,
  td {
    padding: 6px 8px;
    text-align: left;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    color: ${(p) => p.theme.colors.text};
  }
  th {
    color: ${(p) => p.theme.colors.textSecondary};
    font-weight: normal;
  }
`;
const Center = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  margin-top: 16px;
  color: ${(p) => p.theme.colors.textSecondary};
`;

/** Where segment `index` of `count` must stop under the top pointer, after `turns` whole turns from `from`. */
export function stopAngle(from: number, index: number, count: number, turns = 5): number {
  const segment = 360 / count;
  const target = 360 - (index * segment + segment / 2);
  const base = from - (from % 360);
  return base + turns * 360 + target;
}

function slicePath(i: number, count: number, r: number): string {
  const a0 = ((i * 360) / count - 90) * (Math.PI / 180);
  const a1 = (((i + 1) * 360) / count - 90) * (Math.PI / 180);
  const large = 360 / count > 180 ? 1 : 0;
  return `M0 0 L${r * Math.cos(a0)} ${r * Math.sin(a0)} A${r} ${r} 0 ${large} 1 ${r * Math.cos(a1)} ${r * Math.sin(a1)} Z`;
}

/**
 * The lucky wheel: the server draws (secure random, published odds) and records the prize;
 * the wheel then turns to it and only afterwards says what was won.
 */
export function DrawWheel({
  detail,
  progress,
  onChange,
}: {
  detail: promotions.PromotionDetail;
  progress: promotions.Progress | undefined;
  onChange: () => void;
}) {
  const theme = useTheme();
  const prizes = detail.terms.prizes ?? [];
  const draw = useMemberAction(promotions.confirmInfo);
  const [angle, setAngle] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const palette = [
    theme.colors.primary,
    theme.colors.warning,
    theme.colors.success,
    theme.colors.danger,
    theme.colors.info,
    theme.colors.textSecondary,
  ];

  const spin = async () => {
    const done = await draw.run({ id: detail.id, action: 'draw' });
    if (!done) return onChange();
    const index = Math.max(
      0,
      prizes.findIndex((p) => p.id === done.prizeId),
    );
    setSpinning(true);
    setAngle((from) => stopAngle(from, index, prizes.length));
    timer.current = window.setTimeout(() => {
      setSpinning(false);
      if (done.amount !== '0.00') toast.success(done.message);
      else toast.info(done.message);
      onChange();
    }, SPIN_MS);
  };

  return (
    <Card title={t('promotions.draw.title')}>
      <Layout>
        <div>
          <WheelBox>
            <Pointer aria-hidden="true" />
            <svg viewBox="-110 -110 220 220" role="img" aria-label={t('promotions.draw.title')}>
              <g
                style={{
                  transform: `rotate(${angle}deg)`,
                  transition: spinning ? `transform ${SPIN_MS}ms cubic-bezier(0.17, 0.67, 0.2, 1)` : 'none',
                }}
              >
                {prizes.map((p, i) => {
                  const mid = (((i + 0.5) * 360) / prizes.length - 90) * (Math.PI / 180);
                  return (
                    <g key={p.id}>
                      <path
                        d={slicePath(i, prizes.length, 100)}
                        fill={palette[i % palette.length]}
                        stroke={theme.colors.surface}
                        strokeWidth="2"
                      />
                      <text
                        x={62 * Math.cos(mid)}
                        y={62 * Math.sin(mid)}
                        fill={theme.colors.primaryText}
                        fontSize="10"
                        textAnchor="middle"
                        dominantBaseline="middle"
                        transform={`rotate(${((i + 0.5) * 360) / prizes.length} ${62 * Math.cos(mid)} ${62 * Math.sin(mid)})`}
                      >
                        {p.name}
                      </text>
                    </g>
                  );
                })}
              </g>
              <circle r="18" fill={theme.colors.surface} stroke={theme.colors.primary} strokeWidth="4" />
            </svg>
          </WheelBox>
          <Center>
            <Button
              variant="primary"
              size="lg"
              loading={draw.busy || spinning}
              disabled={(progress?.drawsLeft ?? 1) <= 0}
              onClick={() => void spin()}
            >
              {spinning ? t('promotions.draw.spinning') : t('promotions.draw.action')}
            </Button>
            <span data-testid="draws-left">{t('promotions.draw.left', { n: progress?.drawsLeft ?? 0 })}</span>
            <span>
              {t('promotions.draw.chances', {
                free: detail.terms.drawsPerDay ?? 0,
                per: detail.terms.drawPerDeposit ?? '-',
                turnover: detail.terms.drawPerTurnover ?? '-',
              })}
            </span>
          </Center>
        </div>
        <div>
          <Table aria-label={t('promotions.draw.odds')}>
            <thead>
              <tr>
                <th>{t('promotions.draw.prize')}</th>
                <th>{t('promotions.draw.chance')}</th>
              </tr>
            </thead>
            <tbody>
              {prizes.map((p) => (
                <tr key={p.id}>
                  <td>{p.name}</td>
                  <td>{p.oddsPercent}%</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <h3>{t('promotions.draw.records')}</h3>
          {progress && progress.draws.length > 0 ? (
            <Table aria-label={t('promotions.draw.records')}>
              <tbody>
                {progress.draws.map((d) => (
                  <tr key={d.time + d.prizeId}>
                    <td>{d.name}</td>
                    <td>{d.time}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <EmptyState compact title={t('promotions.draw.noRecords')} />
          )}
        </div>
      </Layout>
    </Card>
  );
}
