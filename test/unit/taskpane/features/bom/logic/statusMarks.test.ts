import { MemoryWorkbook, type RangeAddress } from '../../../../../../src/office/workbook';
import type { BomLayout } from '../../../../../../src/taskpane/features/bom/logic/bomLayout';
import {
  RISK_COLOURS,
  STATUS_CHART_COLOURS,
  STATUS_COLOURS,
  statusHighlights,
  statusMarking,
  statusTexts,
  UNDER_DEVELOPMENT_COLOURS,
} from '../../../../../../src/taskpane/features/bom/logic/statusMarks';

/** WCAG 2 contrast ratio of two `#RRGGBB` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string): number => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** A BOM with its header on row 2 (Excel's 3), part numbers in column B and five data rows. */
function layoutWith(columns: BomLayout['columns']): BomLayout {
  return {
    sheet: 'BOM',
    headerRow: 2,
    partColumn: 1,
    firstDataRow: 3,
    dataRowCount: 5,
    parts: [],
    columns,
    appended: [],
    appendedHeaderTaken: false,
    noteColumn: 6,
  };
}

const WRITTEN: RangeAddress = { sheet: 'BOM', row: 2, column: 1, rowCount: 6, columnCount: 5 };

describe('status colours', () => {
  test('every risk mark has text readable on its fill (WCAG AA, 4.5:1); Under Development 7:1', () => {
    for (const { fill, font } of Object.values(RISK_COLOURS)) expect(contrast(fill, font)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(UNDER_DEVELOPMENT_COLOURS.fill, UNDER_DEVELOPMENT_COLOURS.font)).toBeGreaterThanOrEqual(7);
  });

  test('Under Development first, then the risks from least to most urgent; every fill different', () => {
    expect(Object.keys(STATUS_COLOURS)).toEqual(['Under Development', 'NRND', 'To be discontinued', 'Discontinued']);
    const fills = Object.values(STATUS_COLOURS).map((colours) => colours.fill);
    expect(new Set(fills).size).toBe(fills.length);
  });
});

/** The hue of a `#RRGGBB` colour, in degrees. */
function hue(colour: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16) / 255);
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  if (max === min) return 0;
  const degrees =
    max === red
      ? ((green - blue) / (max - min)) % 6
      : max === green
        ? (blue - red) / (max - min) + 2
        : (red - green) / (max - min) + 4;
  return (degrees * 60 + 360) % 360;
}

describe('STATUS_CHART_COLOURS: colours by meaning, in both themes', () => {
  const BACKGROUND = { light: '#FFFFFF', dark: '#292929' } as const;

  test.each(['light', 'dark'] as const)(
    '%s: In Production green, NRND and To be discontinued amber, Discontinued red, Not found grey',
    (theme) => {
      const colours = STATUS_CHART_COLOURS[theme];
      expect(hue(colours['In Production'])).toBeGreaterThan(90);
      expect(hue(colours['In Production'])).toBeLessThan(150);
      for (const status of ['NRND', 'To be discontinued'] as const) {
        expect(hue(colours[status])).toBeGreaterThan(30);
        expect(hue(colours[status])).toBeLessThan(55);
      }
      const red = hue(colours.Discontinued);
      expect(red < 10 || red > 345).toBe(true);
      const [r, g, b] = [1, 3, 5].map((start) => parseInt(colours['Not found'].slice(start, start + 2), 16));
      expect(r === g && g === b).toBe(true);
      // Each readable as a shape on the pane's background (WCAG 1.4.11: 3:1).
      for (const colour of Object.values(colours))
        expect(contrast(colour, BACKGROUND[theme])).toBeGreaterThanOrEqual(3);
    },
  );

  test('the sheet’s marks are of the same hues: amber for the two on their way out, red for Discontinued', () => {
    for (const status of ['NRND', 'To be discontinued'] as const) {
      expect(Math.abs(hue(RISK_COLOURS[status].font) - hue(STATUS_CHART_COLOURS.light[status]))).toBeLessThan(15);
    }
    expect(
      Math.abs(hue(RISK_COLOURS.Discontinued.font) - hue(STATUS_CHART_COLOURS.light.Discontinued)) % 345,
    ).toBeLessThan(15);
  });
});

describe('statusHighlights', () => {
  test('in English, each marked status with its colours', () => {
    expect(statusHighlights('en')).toEqual([
      { equals: 'Under Development', fill: '#DDEBF7', font: '#1F4E79' },
      { equals: 'NRND', fill: '#FFF2CC', font: '#7A5700' },
      { equals: 'To be discontinued', fill: '#FFE699', font: '#6B4E00' },
      { equals: 'Discontinued', fill: '#FFC7CE', font: '#9C0006' },
    ]);
  });

  test('in Japanese, the statuses as the service writes them there, with the same colours', () => {
    const ja = statusHighlights('ja');
    expect(ja.map((highlight) => highlight.equals)).toEqual(['开発中', 'NRND', '生产中止予定', '生产中止']);
    expect(ja.map((highlight) => highlight.fill)).toEqual(statusHighlights('en').map((highlight) => highlight.fill));
  });

  test('a part in production, or with a status the catalog does not list, is never marked', () => {
    for (const lang of ['en', 'ja', 'zh'] as const) {
      const texts = statusHighlights(lang).map((highlight) => highlight.equals);
      expect(texts).not.toContain('In Production');
      expect(texts).not.toContain('Obsolete');
      expect(texts).not.toContain('');
    }
  });
});

describe('statusTexts', () => {
  test('every marked status in every language, each once (NRND is spelled alike in all three)', () => {
    const texts = statusTexts();
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.filter((text) => text === 'NRND')).toHaveLength(1);
    expect(texts).toEqual(expect.arrayContaining(['Discontinued', '生产中止', '已经停产', '开発中', '开发中']));
    expect(texts).toHaveLength(10);
  });
});

describe('statusMarking', () => {
  test('without a Status column there is nothing to mark rows by', () => {
    const layout = layoutWith([
      { field: 'LastBuyDate', column: 2, existing: true },
      { field: 'DaysToLastBuy', column: 3, existing: false },
    ]);
    expect(statusMarking(layout, WRITTEN, 'en')).toBeUndefined();
  });

  test('the data rows of the written block, keyed on the Status column, in the language written', () => {
    const layout = layoutWith([
      { field: 'LastBuyDate', column: 2, existing: true },
      { field: 'Status', column: 5, existing: false },
    ]);
    const marking = statusMarking(layout, WRITTEN, 'zh');
    expect(marking).toEqual({
      rows: { sheet: 'BOM', row: 3, column: 1, rowCount: 5, columnCount: 5 },
      keyColumn: 5,
      highlights: statusHighlights('zh'),
      earlierTexts: statusTexts(),
    });
  });

  test('applied to a sheet: each marked status coloured across the row; in production, unknown and blank not', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    const statuses = ['Discontinued', 'In Production', 'Obsolete', '', 'Under Development'];
    statuses.forEach((status, index) => {
      if (status !== '') workbook.setCellText('BOM', 3 + index, 5, `'${status}`);
    });
    const layout = layoutWith([{ field: 'Status', column: 5, existing: false }]);
    const marking = statusMarking(layout, WRITTEN, 'en');
    if (!marking) throw new Error('a Status column is written: its rows are marked');
    await workbook.highlightRows(marking.rows, marking.keyColumn, marking.highlights, marking.earlierTexts);

    const fillAt = (row: number, column: number): string | undefined => workbook.highlightAt('BOM', row, column)?.fill;
    expect(statuses.map((_, index) => fillAt(3 + index, 1))).toEqual([
      RISK_COLOURS.Discontinued.fill,
      undefined,
      undefined,
      undefined,
      UNDER_DEVELOPMENT_COLOURS.fill,
    ]);
    // Across the written block only, and never the header row.
    expect(fillAt(3, 5)).toBe(RISK_COLOURS.Discontinued.fill);
    expect(fillAt(3, 6)).toBeUndefined();
    expect(fillAt(2, 1)).toBeUndefined();
  });
});
