import { VerticalBarChart, type VerticalBarChartDataPoint } from '@fluentui/react-charts';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RefreshBomOutcome } from './jobs/refreshBom';
import { count } from '../../jobs/jobText';
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
      {byStatus.length > 0 && (
        <>
          <Text weight="semibold">{t('bom.chart.byStatus')}</Text>
          <VerticalBarChart
            chartTitle={t('bom.chart.byStatus')}
            data={points(byStatus)}
            width={WIDTH}
            height={HEIGHT + 40}
            hideLegend
            rotateXAxisLables
            barWidth="auto"
            maxBarWidth={32}
            roundCorners
          />
        </>
      )}
      {quarters.length > 0 && (
        <>
          <Text weight="semibold">{t('bom.chart.lastBuy')}</Text>
          <VerticalBarChart
            chartTitle={t('bom.chart.lastBuy')}
            data={points(quarters)}
            width={WIDTH}
            height={HEIGHT}
            hideLegend
            rotateXAxisLables
            useSingleColor
            barWidth="auto"
            maxBarWidth={24}
            roundCorners
          />
        </>
      )}
    </section>
  );
}
