import { rangeA1 } from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import type { SummarySheetWritten } from '../logic/bomOutcome';

/** The words a BOM's summary sheet (writeSummary) is written with: its tables' headers and charts' titles. */
export interface SummarySheetLabels {
  readonly status: string;
  readonly parts: string;
  /** The status bar of the parts not found. */
  readonly notFound: string;
  readonly quarter: string;
  readonly byStatusChart: string;
  readonly lastBuyChart: string;
}

/** The summary sheet's words, in the pane's display language (as the pane's own charts say them). */
export function summarySheetLabels(): SummarySheetLabels {
  return {
    status: t('bom.result.status'),
    parts: t('bom.result.parts'),
    notFound: t('bom.result.notFound'),
    quarter: t('bom.summary.quarter'),
    byStatusChart: t('bom.chart.byStatus'),
    lastBuyChart: t('bom.chart.lastBuy'),
  };
}

/** "Wrote the summary and its charts to PartSpec summary!A1:B24.": where the summary sheet went. */
export function summarySheetText(summary: SummarySheetWritten): string {
  return t('bom.summary.done', { sheet: rangeA1(summary.range) });
}
