import { isPartSpecError, PartSpecError } from '../../../src/core';
import {
  isSettingsError,
  memoryStore,
  saveSettings,
  SettingsError,
  setSettingsStore,
} from '../../../src/office/settings';
import {
  CellEditModeError,
  EXCEL_ROWS,
  InvalidRangeError,
  isCellEditModeError,
  isInvalidRangeError,
  isOccupiedRangeError,
  isPartialWriteError,
  isRecordTooLargeError,
  isSelectionError,
  isSheetNotFoundError,
  MemoryWorkbook,
  OccupiedRangeError,
  PartialWriteError,
  RecordTooLargeError,
  SelectionError,
  SheetNotFoundError,
} from '../../../src/office/workbook';
import { anotherCopy } from '../../support/everyError';

const RANGE = { sheet: 'Parts', row: 0, column: 0, rowCount: 11, columnCount: 3 };
const guards = {
  CellEditModeError: isCellEditModeError,
  InvalidRangeError: isInvalidRangeError,
  OccupiedRangeError: isOccupiedRangeError,
  PartialWriteError: isPartialWriteError,
  RecordTooLargeError: isRecordTooLargeError,
  SelectionError: isSelectionError,
  SettingsError: isSettingsError,
  SheetNotFoundError: isSheetNotFoundError,
} as const;

describe('the office’s errors carry their facts', () => {
  const excelSaid = new Error('The request payload size has exceeded the limit.');
  const facts: ReadonlyArray<[keyof typeof guards, PartSpecError, Record<string, unknown>]> = [
    ['CellEditModeError', new CellEditModeError('write', { cause: excelSaid }), { access: 'write', cause: excelSaid }],
    ['InvalidRangeError', new InvalidRangeError('Too far.', { range: RANGE }), { range: RANGE }],
    [
      'OccupiedRangeError',
      new OccupiedRangeError(RANGE, { values: false, tables: ['Parts'] }),
      { range: RANGE, holdsValues: false, tables: ['Parts'] },
    ],
    [
      'PartialWriteError',
      new PartialWriteError({ rowsWritten: 4, totalRows: 10, headerWritten: true, range: RANGE, cause: excelSaid }),
      {
        rowsWritten: 4,
        totalRows: 10,
        headerWritten: true,
        range: RANGE,
        reason: 'refused',
        excelSaid: 'The request payload size has exceeded the limit',
        cause: excelSaid,
      },
    ],
    [
      'PartialWriteError',
      new PartialWriteError({
        rowsWritten: 0,
        totalRows: 10,
        headerWritten: false,
        range: RANGE,
        cause: new CellEditModeError('write'),
      }),
      { reason: 'cellEditMode' },
    ],
    ['SelectionError', new SelectionError({ cause: excelSaid }), { cause: excelSaid }],
    [
      'SettingsError',
      new SettingsError('The burst must be a whole number.', 'burst', { given: '2.5' }),
      { setting: 'burst', problem: 'burstNotWhole', given: '2.5' },
    ],
    ['SheetNotFoundError', new SheetNotFoundError('BOM'), { sheet: 'BOM' }],
    ['RecordTooLargeError', new RecordTooLargeError('bom-history', { cause: excelSaid }), { record: 'bom-history' }],
  ];

  test.each(facts)('%s: its fields, its name, its guard and no other', (name, error, fields) => {
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error).toMatchObject({ name, ...fields });
    expect(isPartSpecError(error)).toBe(true);
    for (const [other, guard] of Object.entries(guards)) {
      expect({ other, is: guard(error) }).toEqual({ other, is: other === name });
    }
  });

  test('InvalidRangeError from the grid names the cells asked for', () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    let caught: unknown;
    try {
      workbook.setCellText('Sheet1', EXCEL_ROWS, 0, 'x');
    } catch (error) {
      caught = error;
    }
    expect(isInvalidRangeError(caught)).toBe(true);
    expect(caught).toMatchObject({ range: { sheet: 'Sheet1', row: EXCEL_ROWS, column: 0 } });
  });

  test('errors made by another copy of the code: the guards of this copy know them', () => {
    const { settings, workbook } = anotherCopy();
    const made = [
      new workbook.CellEditModeError('read'),
      new workbook.InvalidRangeError('x'),
      new workbook.OccupiedRangeError(RANGE),
      new workbook.PartialWriteError({ rowsWritten: 0, totalRows: 1, headerWritten: false, range: RANGE, cause: 'x' }),
      new workbook.SelectionError(),
      new settings.SettingsError('x', 'lang'),
      new workbook.SheetNotFoundError('BOM'),
      new workbook.RecordTooLargeError('bom-history'),
    ];
    for (const error of made) {
      expect(error).not.toBeInstanceOf(PartSpecError);
      expect(guards[error.name as keyof typeof guards](error)).toBe(true);
    }
    // A cell being edited, said by the other copy, is still a cell being edited to this one's PartialWriteError.
    const stopped = new PartialWriteError({
      rowsWritten: 0,
      totalRows: 1,
      headerWritten: false,
      range: RANGE,
      cause: new workbook.CellEditModeError('write'),
    });
    expect(stopped.reason).toBe('cellEditMode');
  });
});

describe('SettingsError from saveSettings', () => {
  beforeEach(() => setSettingsStore(memoryStore()));
  afterAll(() => setSettingsStore(undefined));

  test.each([
    [{ serviceUrl: 'ftp://x' }, { setting: 'serviceUrl', problem: 'notWebAddress', given: undefined }],
    [{ lang: 'fr' as never }, { setting: 'lang', problem: 'unknownLanguage', given: 'fr' }],
    [{ ratePerSecond: 0 }, { setting: 'ratePerSecond', problem: 'rateNotPositive', given: '0' }],
    [{ burst: 2.5 }, { setting: 'burst', problem: 'burstNotWhole', given: '2.5' }],
    [{ ratePerSecond: 1e9 }, { setting: 'ratePerSecond', problem: 'rateTooHigh', given: '1000000000' }],
    [{ burst: 99_999_999 }, { setting: 'burst', problem: 'burstTooLarge', given: '99999999' }],
  ])('%j: which setting, what is wrong, what was given', async (bad, fields) => {
    await expect(saveSettings(bad)).rejects.toMatchObject({ name: 'SettingsError', ...fields });
  });

  test('a service URL with a user name and password: the address alone is given, never the secret', async () => {
    const error = await saveSettings({ serviceUrl: 'https://alice:s3cret@pis.example.com:8443/v' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      setting: 'serviceUrl',
      problem: 'credentialsInAddress',
      given: 'https://pis.example.com:8443',
    });
    expect(JSON.stringify(error)).not.toContain('s3cret');
  });
});
