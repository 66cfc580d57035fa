import { useEndpoint } from '@site/shared/api';
import { memberArea } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Card } from '@site/shared/ui';
import { AsyncView } from '../../components/async-view';
import { yuan } from '../../components/money';
import { Table, TableWrap } from '../../components/table';
import { VipBadge } from '../../components/vip-badge';

type Grade = memberArea.GradeConfig;
// No withdrawal rows: the daily limits are the cashier's, the same for every grade (the VIP
// overview shows them once), so a column per grade would only suggest they differ.
const rows: { label: () => string; value: (g: Grade) => string }[] = [
  { label: () => t('memberCentre.vip.deposit'), value: (g) => yuan(g.deposit) },
  { label: () => t('memberCentre.vip.turnover'), value: (g) => yuan(g.turnover) },
  { label: () => t('memberCentre.vip.keepTitle'), value: (g) => yuan(g.keepTurnover) },
  { label: () => t('memberCentre.vip.upgradeBonus'), value: (g) => yuan(g.upgradeBonus) },
  { label: () => t('memberCentre.vip.birthdayBonus'), value: (g) => yuan(g.birthdayBonus) },
  { label: () => t('memberCentre.vip.weekly'), value: (g) => yuan(g.weeklyRedPacket) },
  { label: () => t('memberCentre.vip.monthly'), value: (g) => yuan(g.monthlyRedPacket) },
  ...memberArea.REBATE_CATEGORIES.map((c) => ({
    label: () => `${t(`memberCentre.category.${c}`)}${t('memberCentre.vip.rebates')}`,
    value: (g: Grade) => `${g.rebates[c] ?? '0.00'}%`,
  })),
];

/** /mine/vip/detail: every grade side by side, the member's own column highlighted. */
export function VipCompare() {
  const grades = useEndpoint(memberArea.memberGradeConfigList, {});
  const info = useEndpoint(memberArea.memberGradeInfoByGrade, {});
  const mine = info.data?.grade;
  return (
    <AsyncView state={grades}>
      {(list) => (
        <>
          <TableWrap>
            <Table aria-label={t('memberCentre.vip.compareTitle')}>
              <thead>
                <tr>
                  <th>{t('memberCentre.vip.grade')}</th>
                  {list.map((g) => (
                    <th
                      key={g.grade}
                      aria-current={g.grade === mine ? 'true' : undefined}
                      style={g.grade === mine ? { outline: '2px solid currentColor' } : undefined}
                    >
                      <VipBadge grade={g.grade} size={32} />
                      <div>{g.name}</div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.label()}>
                    <td>{r.label()}</td>
                    {list.map((g) => (
                      <td key={g.grade}>{r.value(g)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
          <div style={{ height: 16 }} />
          <Card title={t('memberCentre.vip.rulesTitle')}>
            <ol>
              <li>{t('memberCentre.vip.rule1')}</li>
              <li>{t('memberCentre.vip.rule2')}</li>
              <li>{t('memberCentre.vip.rule3')}</li>
            </ol>
          </Card>
        </>
      )}
    </AsyncView>
  );
}
