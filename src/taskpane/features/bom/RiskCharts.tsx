import { VerticalBarChart, type VerticalBarChartDataPoint } from '@fluentui/react-charts';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RefreshBomOutcome } from './jobs/refreshBom';
import { count } from '../../wording/jobNumbers';
import { usePane } from '../../PaneContext';
import { type Bar, lastBuyQuarters, statusBars } from './logic/riskChart';
import { STATUS_CHART_COLOURS } from './logic/statusMarks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, overflow: 'hidden' },
});

/** The pane is 320 px wide at the least, with its padding: the charts fit in what is left. */
const WIDTH = 288;
const HEIGHT = 180;

function points(bars: readonly Bar[]): VerticalBarChartDataPoint[] {
  return bars.map((bar) => ({
    x: bar.label,
    y: bar.count,
    ...(bar.colour ? { color: bar.colour } : {}),
    xAxisCalloutData: bar.label,
    yAxisCalloutData: count(bar.count),
  }));
}

/**
 * A picture of the BOM's risk: its parts by status, and when the last buy dates fall, by quarter. Fluent's
 * own charts (@fluentui/react-charts), so they follow the pane's theme, light or dark.
 */
export function RiskCharts({ outcome }: { readonly outcome: RefreshBomOutcome }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { theme } = usePane();
  const byStatus = statusBars(outcome.counts, STATUS_CHART_COLOURS[theme], t('bom.result.notFound'));
  const quarters = lastBuyQuarters(outcome.deadlines.map((deadline) => deadline.lastBuyDate));
  return (
    <section className={styles.root} aria-label={t('bom.chart.label')}>
      <BarsSection title={t('bom.chart.byStatus')} bars={byStatus} height={HEIGHT + 40} maxBarWidth={32} />
      <BarsSection title={t('bom.chart.lastBuy')} bars={quarters} height={HEIGHT} maxBarWidth={24} singleColour />
    </section>
  );
}

/** One chart under its heading, or nothing when it has no bars. */
function BarsSection({
  title,
  bars,
  height,
  maxBarWidth,
  singleColour = false,
}: {
  readonly title: string;
  readonly bars: readonly Bar[];
  readonly height: number;
  readonly maxBarWidth: number;
  /** One colour for every bar (quarters); otherwise each bar's own (statuses). */
  readonly singleColour?: boolean;
}) {
  if (bars.length === 0) return null;
  return (
    <>
      <Text weight="semibold">{title}</Text>
      <VerticalBarChart
        chartTitle={title}
        data={points(bars)}
        width={WIDTH}
        height={height}
        hideLegend
        rotateXAxisLables
        useSingleColor={singleColour}
        barWidth="auto"
        maxBarWidth={maxBarWidth}
        roundCorners
      />
    </>
  );
}
