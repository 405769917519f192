import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useIntl } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import {
  costChartGeometry,
  labelStride,
  niceCostTicks,
  stackedCents,
  type ChartBox,
} from '../../model/cost-chart-geometry';
import type { CostPoint } from '../../model/cost-series';
import { useElementWidth } from './use-element-width';

const HEIGHT = 280;
const TICK_COUNT = 5;
const FONT_SIZE = 12;
// Labels are sized before they are drawn: a digit of the UI fonts at 12px is about 7px wide.
const CHAR_WIDTH = 7;
const LABEL_GAP = 8;

type Series = 'gross' | 'employerTaxes';

/** Stacked columns of gross pay and employer taxes per payroll, drawn in SVG with the theme. */
export function CostBarChart({ points }: { points: readonly CostPoint[] }) {
  const intl = useIntl();
  const format = useFormatters();
  const { palette, typography } = useTheme();
  const [frameRef, width] = useElementWidth<HTMLDivElement>(600);

  const colours: Record<Series, string> = {
    gross: palette.primary.main,
    employerTaxes: palette.secondary.main,
  };
  const names: Record<Series, string> = {
    gross: intl.formatMessage({ id: 'payroll.dashboard.gross' }),
    employerTaxes: intl.formatMessage({ id: 'payroll.dashboard.employerTaxes' }),
  };

  const moneyLabels = niceCostTicks(Math.max(0, ...points.map(stackedCents)), TICK_COUNT).map(
    (cents) => format.money(cents),
  );
  const widestMoney = Math.max(...moneyLabels.map((label) => label.length));
  const dateLabels = points.map((point) => format.date(point.payDate, 'short'));
  const dateWidth = Math.max(...dateLabels.map((label) => label.length)) * CHAR_WIDTH;
  const geometry = costChartGeometry(points, {
    width,
    height: HEIGHT,
    tickCount: TICK_COUNT,
    margin: {
      top: FONT_SIZE / 2,
      right: LABEL_GAP,
      bottom: FONT_SIZE + 2 * LABEL_GAP,
      left: widestMoney * CHAR_WIDTH + LABEL_GAP,
    },
    xLabelWidth: dateWidth,
  });
  const { plot, ticks, bars } = geometry;
  const stride = labelStride(geometry.bandWidth, dateWidth + LABEL_GAP);
  const bottom = plot.y + plot.height;

  const segment = (series: Series, box: ChartBox, point: CostPoint, cents: number) => (
    <rect
      data-testid={series === 'gross' ? 'cost-bar' : 'cost-bar-taxes'}
      x={box.x}
      y={box.y}
      width={box.width}
      height={box.height}
      fill={colours[series]}
      // Snapped to whole pixels, the two segments meet without an antialiased seam.
      shapeRendering="crispEdges"
    >
      <title>
        {intl.formatMessage(
          { id: 'payroll.dashboard.costBarTitle' },
          {
            series: names[series],
            date: format.date(point.payDate),
            amount: format.money(cents),
          },
        )}
      </title>
    </rect>
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(['gross', 'employerTaxes'] as const).map((series) => (
          <Stack key={series} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colours[series] }}
            />
            <Typography variant="body2" color="text.secondary">
              {names[series]}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {/* Time runs left to right and money reads left to right, on right-to-left pages too. */}
      <Box
        ref={frameRef}
        dir="ltr"
        sx={{ width: '100%', '& rect[data-testid]:hover': { opacity: 0.8 } }}
      >
        <svg
          role="img"
          aria-label={intl.formatMessage({ id: 'payroll.dashboard.cost' })}
          direction="ltr"
          width="100%"
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          fontFamily={typography.fontFamily}
          fontSize={FONT_SIZE}
          style={{ display: 'block', overflow: 'visible' }}
        >
          <g>
            {ticks.map((tick, index) => (
              <g key={tick.cents}>
                <line
                  x1={plot.x}
                  x2={plot.x + plot.width}
                  y1={tick.y}
                  y2={tick.y}
                  stroke={index === 0 ? palette.text.disabled : palette.divider}
                  shapeRendering="crispEdges"
                />
                <text
                  x={plot.x - LABEL_GAP}
                  y={tick.y}
                  textAnchor="end"
                  dominantBaseline="central"
                  fill={palette.text.secondary}
                >
                  {format.money(tick.cents)}
                </text>
              </g>
            ))}
          </g>
          <g>
            {bars.map((bar, index) => (
              <g key={bar.point.payrollId}>
                {segment('gross', bar.gross, bar.point, bar.point.grossCents)}
                {segment('employerTaxes', bar.taxes, bar.point, bar.point.employerTaxesCents)}
                {(bars.length - 1 - index) % stride === 0 && (
                  <text
                    x={bar.centerX}
                    y={bottom + LABEL_GAP}
                    textAnchor="middle"
                    dominantBaseline="hanging"
                    fill={palette.text.secondary}
                  >
                    {dateLabels[index]}
                  </text>
                )}
              </g>
            ))}
          </g>
        </svg>
      </Box>
    </Stack>
  );
}
