import { lastBuyQuarters, statusBars } from '../../../../../../src/taskpane/features/bom/logic/riskChart';
import { STATUS_CHART_COLOURS } from '../../../../../../src/taskpane/features/bom/logic/statusMarks';
import { statusSummary } from '../../../../../../src/taskpane/features/bom/logic/statusSummary';
import { productOf } from '../../../../../support/productOf';

describe('riskChart', () => {
  test('bars by status in the spec order, none for a status without parts, then the parts not found', () => {
    const counts = statusSummary(
      [
        productOf('A', { Status: 'In Production' }),
        productOf('B', { Status: 'Discontinued' }),
        productOf('C', { Status: 'In Production' }),
        undefined,
      ],
      'en',
    );
    const colours = STATUS_CHART_COLOURS.light;
    expect(statusBars(counts, colours, 'Not found')).toEqual([
      { label: 'In Production', count: 2, colour: colours['In Production'] },
      { label: 'Discontinued', count: 1, colour: colours.Discontinued },
      { label: 'Not found', count: 1, colour: colours['Not found'] },
    ]);
    // Japanese labels, the same colours: the colour goes by the status, the label says which.
    const ja = statusSummary([productOf('A', { Status: '生产中止' })], 'ja');
    expect(statusBars(ja, STATUS_CHART_COLOURS.dark, '見つからない')).toEqual([
      { label: '生产中止', count: 1, colour: STATUS_CHART_COLOURS.dark.Discontinued },
    ]);
  });

  test('last buy dates per quarter, from the first to the last, the empty quarters between included', () => {
    expect(lastBuyQuarters(['2027-01-31', '2026-11-30', '2027-06-30', '2026-12-31', 'not a date'])).toEqual([
      { label: '2026 Q4', count: 2 },
      { label: '2027 Q1', count: 1 },
      { label: '2027 Q2', count: 1 },
    ]);
    expect(lastBuyQuarters([])).toEqual([]);
  });
});
