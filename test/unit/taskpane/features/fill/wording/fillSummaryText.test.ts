import { ServiceError } from '../../../../../../src/core';
import type { RangeAddress } from '../../../../../../src/office/workbook';
import { i18n } from '../../../../../../src/taskpane/i18n/i18n';
import {
  type FillLineCounts,
  type FillSummary,
  NO_LINES as NONE,
} from '../../../../../../src/taskpane/features/fill/logic/fillSummary';
import { fillSummaryText, fillTitleText } from '../../../../../../src/taskpane/features/fill/wording/fillSummaryText';

// Each kind of a fill's summary, and its title, in the words the pane shows: the same sentences the job wrote
// itself before it returned facts.

const FILLED_ROWS: RangeAddress = { sheet: 'BOM', row: 1, column: 3, rowCount: 5, columnCount: 1 };
const lines = (counts: Partial<FillLineCounts>): FillLineCounts => ({ ...NONE, ...counts });
const matched = (counts: Partial<FillLineCounts>, again = false): FillSummary => ({
  kind: 'matched',
  again,
  lines: lines(counts),
  filledRows: FILLED_ROWS,
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('fillSummaryText', () => {
  test('nothing to fill', () => {
    expect(fillSummaryText({ kind: 'nothingToFill', lines: NONE })).toBe(
      'Every line of the BOM already has a part number: nothing was filled.',
    );
  });

  test('declined: the cells where the columns would go are named', () => {
    const range: RangeAddress = { sheet: 'BOM', row: 1, column: 3, rowCount: 5, columnCount: 3 };
    expect(fillSummaryText({ kind: 'declined', range, lines: NONE })).toBe(
      'Nothing was written: BOM!D2:F6 was left as it was.',
    );
  });

  test('matched: a sentence for each count that is not 0, in the order the pane has always said them', () => {
    const every = matched({
      filled: 2,
      noLongerMeets: 1,
      toCheck: 3,
      stillToCheck: 1,
      near: 1,
      kept: 4,
      notRead: 1,
      notFitted: 2,
      outOfScope: 1,
      noPart: 1,
    });
    expect(fillSummaryText(every)).toBe(
      [
        'Filled 2 part numbers in BOM!D2:D6.',
        '1 line filled before no longer fits its part (its value was changed since): it is marked Check, its part number left as it is, and parts that meet it are listed below.',
        '3 lines are marked Check: their candidates are listed below.',
        '1 line filled before is still marked Check: its part number stays, and its candidates are listed below.',
        'No part meets every requirement of 1 line: its Partno is left empty, and its nearest parts are listed below.',
        '4 lines already had a part number and were left as they were.',
        '1 line could not be read: its Why says which words.',
        '2 lines are not fitted: no part was chosen for them.',
        '1 line is no ceramic capacitor or inductor: its Why says what it is.',
        'No part fits 1 line.',
      ].join(' '),
    );
    expect(fillSummaryText(matched({ filled: 1 }))).toBe('Filled 1 part number in BOM!D2:D6.');
  });

  test('matched with nothing to count says it stopped after 0 lines', () => {
    expect(fillSummaryText(matched({}))).toBe('Stopped after 0 lines; what was written stays.');
  });

  test('stopped: how far it came first, then what it did', () => {
    const stopped: FillSummary = {
      kind: 'stopped',
      answered: 25,
      lines: lines({ filled: 25 }),
      filledRows: FILLED_ROWS,
    };
    expect(fillSummaryText(stopped)).toBe(
      'Stopped after 25 lines; what was written stays. Filled 25 part numbers in BOM!D2:D6.',
    );
    const before: FillSummary = { kind: 'stopped', answered: 0, lines: NONE, filledRows: FILLED_ROWS };
    expect(fillSummaryText(before)).toBe('Stopped before any line was written: the sheet is as it was.');
  });

  test('incomplete: what it did, then why the rest was not matched', () => {
    const failed: FillSummary = {
      kind: 'incomplete',
      failure: new ServiceError(503, 4),
      lines: lines({ filled: 25 }),
      filledRows: FILLED_ROWS,
    };
    expect(fillSummaryText(failed)).toMatch(
      /^Filled 25 part numbers in BOM!D2:D6\. The rest was not matched: The service had a problem \(503\)/,
    );
  });

  test('in Japanese and Chinese', async () => {
    await i18n.changeLanguage('ja');
    expect(fillSummaryText(matched({ filled: 2, noPart: 1 }))).toBe(
      'BOM!D2:D6 に 2 件の品番を書き込みました。1 行に合う部品はありません。',
    );
    await i18n.changeLanguage('zh');
    expect(fillSummaryText({ kind: 'stopped', answered: 0, lines: NONE, filledRows: FILLED_ROWS })).toBe(
      '在写入任何行之前停止：工作表保持原样。',
    );
    expect(fillSummaryText({ kind: 'nothingToFill', lines: NONE })).toBe('BOM 的每一行都已有型号：未填写任何内容。');
  });
});

describe('fillTitleText', () => {
  test('a first fill, or one stopped or failed, has no title of its own: its status says it', () => {
    expect(fillTitleText(matched({ filled: 2 }))).toBeUndefined();
    expect(fillTitleText({ kind: 'nothingToFill', lines: NONE })).toBeUndefined();
    expect(fillTitleText({ kind: 'stopped', answered: 3, lines: lines({ filled: 3 }), filledRows: FILLED_ROWS })).toBe(
      undefined,
    );
  });

  test('a fill of a BOM filled before counts what it did; still to check counts every line listed but the changed', () => {
    expect(fillTitleText(matched({ noLongerMeets: 1 }, true))).toBe('1 line no longer meets its part');
    expect(fillTitleText(matched({ filled: 1, toCheck: 1 }, true))).toBe('1 line filled; 1 still to check');
    expect(fillTitleText(matched({ toCheck: 1, near: 1, stillToCheck: 1, notRead: 1, noPart: 2 }, true))).toBe(
      '3 still to check; 1 line not read; 2 lines with no part',
    );
    expect(fillTitleText(matched({ notFitted: 1, outOfScope: 2, kept: 5 }, true))).toBe(
      '1 line not fitted; 2 lines out of scope',
    );
    expect(fillTitleText(matched({ kept: 5 }, true))).toBe('Nothing new: every line has its part');
  });

  test('in Japanese and Chinese', async () => {
    await i18n.changeLanguage('ja');
    expect(fillTitleText(matched({ filled: 1, toCheck: 1 }, true))).toBe('1 行を書き込み、要確認 1 行');
    await i18n.changeLanguage('zh');
    expect(fillTitleText(matched({ kept: 5 }, true))).toBe('没有新内容：每行都有其元件');
  });
});
