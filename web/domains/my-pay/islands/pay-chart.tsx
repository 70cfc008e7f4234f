// Pay History's chart (spec 002 §9): the trailing 12 months, one bar a month, 7 colours cycling.
// Drawn with visx (docs/decisions/029-my-pay-charts.md): plain SVG rendered on the server, so the
// chart shows before any script; the island only adds the reading of the bar under the pointer
// (the total otherwise). The same figures are in a visually hidden table for screen readers.
import { useId, useState } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { formatCents } from '../../../shared/money.ts';
import { myPayMessages } from '../messages.ts';
import { type ChartBar, monthLabel } from '../model.ts';

export type PayChartProps = { title: 'chartFamily' | 'chartCaregiver'; bars: ChartBar[] };

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 8 };

export default function PayChart({ title, bars }: PayChartProps) {
  const t = useT(myPayMessages);
  const locale = useLocale();
  const [active, setActive] = useState<number | null>(null);
  const titleId = useId();
  const innerW = WIDTH - MARGIN.left - MARGIN.right;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({
    domain: bars.map((b) => b.month),
    range: [0, innerW],
    padding: 0.25,
  });
  const max = Math.max(1, ...bars.map((b) => b.cents));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerH, 0], nice: true });
  const total = bars.reduce((sum, b) => sum + b.cents, 0);
  const shown = active === null ? null : bars[active];
  return (
    <figure className='mp-chart' data-testid='pay-chart'>
      <figcaption id={titleId} className='mp-chart__title'>{t(title)}</figcaption>
      <svg
        className='mp-chart__svg'
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role='img'
        aria-labelledby={titleId}
        onMouseLeave={() => setActive(null)}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          <line x1={0} x2={innerW} y1={innerH} y2={innerH} className='mp-chart__axis' />
          {bars.map((b, i) => {
            const barX = x(b.month) ?? 0;
            const barY = y(b.cents) ?? innerH;
            const label = t('chartBar', {
              month: monthLabel(b.month, locale),
              amount: formatCents(b.cents, locale),
            });
            return (
              <g
                key={b.month}
                onMouseEnter={() => setActive(i)}
              >
                <Bar
                  x={barX}
                  y={barY}
                  width={x.bandwidth()}
                  height={Math.max(0, innerH - barY)}
                  fill={b.colour}
                  opacity={active === null || active === i ? 1 : 0.45}
                >
                  <title>{label}</title>
                </Bar>
                <text
                  x={barX + x.bandwidth() / 2}
                  y={innerH + 18}
                  textAnchor='middle'
                  className='mp-chart__tick'
                  aria-hidden='true'
                >
                  {monthLabel(b.month, locale).split(' ')[0]}
                </text>
              </g>
            );
          })}
        </Group>
      </svg>
      <p className='mp-chart__reading' aria-live='polite'>
        {shown
          ? t('chartBar', {
            month: monthLabel(shown.month, locale),
            amount: formatCents(shown.cents, locale),
          })
          : t('chartTotal', { amount: formatCents(total, locale) })}
      </p>
      <table className='visually-hidden'>
        <caption>{t(title)}</caption>
        <tbody>
          {bars.map((b) => (
            <tr key={b.month}>
              <th scope='row'>{monthLabel(b.month, locale)}</th>
              <td>{formatCents(b.cents, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
