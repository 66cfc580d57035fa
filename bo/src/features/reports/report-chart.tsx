import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from 'styled-components';
import type { backoffice as bo } from '@site/shared/backoffice-contract';
import { money } from '../../lib/format';
import { bt } from '../../messages';

/** One point per day, all brands summed, in yuan. */
function perDay(rows: readonly bo.DailyRow[]) {
  const days = new Map<
    string,
    { day: string; deposits: number; withdrawals: number; ggr: number; net: number }
  >();
  for (const r of rows) {
    const d = days.get(r.day) ?? { day: r.day, deposits: 0, withdrawals: 0, ggr: 0, net: 0 };
    d.deposits += r.deposits / 100;
    d.withdrawals += r.withdrawals / 100;
    d.ggr += r.ggrTotal / 100;
    d.net += r.netRevenue / 100;
    days.set(r.day, d);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** 存款 / 提款 as bars, 毛收入 and 净收入 as lines, per day (lazy-loaded: recharts stays out of the other pages). */
export default function ReportChart({ rows }: { rows: readonly bo.DailyRow[] }) {
  const theme = useTheme();
  const c = theme.colors;
  return (
    <figure aria-label={bt('reports.chart')} style={{ margin: 0, height: 280 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={perDay(rows)} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={c.border} vertical={false} />
          <XAxis dataKey="day" stroke={c.textSecondary} fontSize={12} />
          <YAxis stroke={c.textSecondary} fontSize={12} width={72} />
          <Tooltip
            formatter={(value) => money(Math.round(Number(value) * 100))}
            contentStyle={{ background: c.surface, borderColor: c.border, color: c.text }}
          />
          <Legend />
          <Bar dataKey="deposits" name={bt('reports.deposits')} fill={c.info} />
          <Bar dataKey="withdrawals" name={bt('reports.withdrawals')} fill={c.warning} />
          <Line dataKey="ggr" name={bt('reports.ggr')} stroke={c.success} strokeWidth={2} />
          <Line dataKey="net" name={bt('reports.netRevenue')} stroke={c.danger} strokeWidth={2} />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
