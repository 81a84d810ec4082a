import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { cellA1, type RangeAddress } from '../../office/workbook';
import { count } from '../wording/jobNumbers';
import { axisTop, type ChartPicture, chartPicture } from './chartPicture';
import type { PreviewWorkbook } from './previewWorkbook';

/** The drawing's size, in its own units (it scales to the figure's width). */
const WIDTH = 320;
const HEIGHT = 200;
/** Room for the value axis's numbers on the left, for the category labels below, and for values above bars. */
const LEFT = 32;
const BOTTOM = 64;
const TOP = 16;
/** One colour per series, as Excel's default palette starts: the first is the pane's brand colour. */
const SERIES_COLOURS = [
  tokens.colorBrandBackground,
  tokens.colorPaletteDarkOrangeBackground3,
  tokens.colorPaletteSeafoamBackground2,
  tokens.colorPaletteBerryBackground3,
];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  charts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, margin: 0 },
  figure: {
    margin: 0,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    width: `${WIDTH}px`,
    maxWidth: '100%',
  },
  svg: { display: 'block', width: '100%', height: 'auto', overflow: 'visible' },
  text: { fill: tokens.colorNeutralForeground2, fontFamily: tokens.fontFamilyBase, fontSize: '10px' },
  axis: { stroke: tokens.colorNeutralStroke1 },
});

/** `D1:J15`: the cells a chart sits over, on its own sheet. */
function cellsA1(at: RangeAddress): string {
  return `${cellA1(at.row, at.column)}:${cellA1(at.row + at.rowCount - 1, at.column + at.columnCount - 1)}`;
}

/** A long label would run into its neighbours under the columns: then every label is turned, as Excel does. */
function turnLabels(picture: ChartPicture, slot: number): boolean {
  return picture.categories.some((label) => label.length * 5.5 > slot);
}

/** One chart as a column chart in SVG: its categories along the bottom, one column per series in each. */
function ColumnChart({ picture, label }: { readonly picture: ChartPicture; readonly label: string }) {
  const styles = useStyles();
  const plotWidth = WIDTH - LEFT - 8;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const top = axisTop(picture);
  const slot = plotWidth / Math.max(1, picture.categories.length);
  const barWidth = (slot * 0.6) / Math.max(1, picture.series.length);
  const turned = turnLabels(picture, slot);
  const baseline = TOP + plotHeight;
  const heightOf = (value: number): number => (Math.max(0, value) / top) * plotHeight;
  return (
    <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <line className={styles.axis} x1={LEFT} x2={LEFT + plotWidth} y1={baseline} y2={baseline} />
      <line className={styles.axis} x1={LEFT} x2={LEFT} y1={TOP} y2={baseline} />
      <text className={styles.text} x={LEFT - 4} y={TOP + 4} textAnchor="end">
        {count(top)}
      </text>
      <text className={styles.text} x={LEFT - 4} y={baseline + 3} textAnchor="end">
        {count(0)}
      </text>
      {picture.categories.map((category, index) => {
        const slotStart = LEFT + index * slot;
        const barsStart = slotStart + slot * 0.2;
        const middle = slotStart + slot / 2;
        return (
          <g key={index}>
            {picture.series.map((series, seriesIndex) => {
              const value = series.values[index];
              const height = heightOf(value);
              const x = barsStart + seriesIndex * barWidth;
              return (
                <g key={seriesIndex}>
                  <rect
                    x={x}
                    y={baseline - height}
                    width={Math.max(1, barWidth - 1)}
                    height={height}
                    style={{ fill: SERIES_COLOURS[seriesIndex % SERIES_COLOURS.length] }}
                  />
                  {/* A column of 0 has no height to label: a row of 0s would only crowd the labels below. */}
                  {value !== 0 && (
                    <text className={styles.text} x={x + barWidth / 2} y={baseline - height - 3} textAnchor="middle">
                      {count(value)}
                    </text>
                  )}
                </g>
              );
            })}
            <text
              className={styles.text}
              x={middle}
              y={baseline + 12}
              textAnchor={turned ? 'end' : 'middle'}
              transform={turned ? `rotate(-40 ${middle} ${baseline + 12})` : undefined}
            >
              {category}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The charts of the sheet shown, under its cells: in Excel they float over the sheet (where the label
 * says); here each is drawn from the cells of its data as they are now, so that the preview shows what
 * Excel would. Cell text is data: it is drawn as text, never read as markup.
 */
export function SheetCharts({
  workbook,
  sheet,
}: {
  readonly workbook: PreviewWorkbook;
  readonly sheet: string;
  /** The workbook's version: the charts are drawn again when a cell of their data changes. */
  readonly version: number;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const pictures = workbook.charts(sheet).map((chart) => chartPicture(workbook, chart));
  if (pictures.length === 0) return null;
  const labelOf = (picture: ChartPicture): string =>
    t('preview.charts.label', {
      title: picture.title,
      range: cellsA1(picture.at),
      bars: picture.categories
        .map((category, index) =>
          picture.series
            .map((series) => t('preview.charts.bar', { category, barValue: series.values[index] }))
            .join(' '),
        )
        .join(t('preview.charts.separator')),
    });
  return (
    <section className={styles.root} aria-label={t('preview.charts.heading')}>
      <Text weight="semibold" size={200}>
        {t('preview.charts.heading')}
      </Text>
      <div className={styles.charts}>
        {pictures.map((picture, index) => (
          <figure key={index} className={styles.figure}>
            <Text as="p" weight="semibold" size={200} block align="center">
              {picture.title}
            </Text>
            <ColumnChart picture={picture} label={labelOf(picture)} />
          </figure>
        ))}
      </div>
    </section>
  );
}
