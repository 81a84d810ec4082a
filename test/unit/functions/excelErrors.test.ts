import { CELL_WORDS, excelError, isExcelError, toExcelError } from '../../../src/functions/excelErrors';
import { anotherCopy, everyError, SENTENCE_ONLY, tampered, theseModules } from '../../support/everyError';

const these = everyError(theseModules());
/**
 * The workbook's errors and the pane's jobs' own: the functions never write the workbook nor run a job, so
 * none reaches a cell.
 */
const WORKBOOK = new Set([
  'CellEditModeError',
  'PartialWriteError',
  'OccupiedRangeError',
  'RecordTooLargeError',
  'SelectionError',
  'SheetNotFoundError',
  'SheetLeftError',
  'BomRefreshError',
]);
const cells = new Map(these.map(([label, error]) => [label, toExcelError(error, CELL_WORDS.en)]));

describe('toExcelError', () => {
  test.each([
    ['MissingApiKeyError', '#VALUE!', 'No API key is set: open the PartSpec task pane, Settings, and enter your key.'],
    [
      'InvalidApiKeyError',
      '#VALUE!',
      'The API key holds spaces, line breaks or other characters a key cannot have: open the PartSpec task pane, Settings, and enter it again.',
    ],
    [
      'ApiKeyRefusedError',
      '#VALUE!',
      'The API key was refused (403): open the PartSpec task pane, Settings, and check the key and the service URL.',
    ],
    [
      'NetworkError',
      '#N/A',
      'Could not reach the service at https://pis.example.com after 4 attempts: the connection was refused. Check the service URL (the PartSpec task pane, Settings) and the network connection.',
    ],
    [
      'TimeoutError',
      '#N/A',
      'The service did not answer within 30 s (4 attempts). Try again later, or narrow the request.',
    ],
    [
      'RateLimitError',
      '#N/A',
      "The service's request limit was reached and 9 attempts did not get through (429). Wait a minute and recalculate, or lower the request rate in the PartSpec task pane, Settings.",
    ],
    ['ServiceError', '#N/A', 'The service had a problem (502) and 4 attempts did not get an answer. Try again later.'],
    [
      'BadRequestError',
      '#VALUE!',
      'The service refused the query: Invalid $filter: Unknown search item "Colour" (at position 1)',
    ],
    [
      'NotFoundError',
      '#N/A',
      '/api/v2/products does not exist on the service (404): check the service URL in the PartSpec task pane, Settings.',
    ],
    [
      'ResponseFormatError',
      '#N/A',
      'The service answered in an unexpected form (HasMoreHits is missing). Check the service URL in the PartSpec task pane, Settings.',
    ],
    [
      'UrlTooLongError',
      '#N/A',
      'The request was too long for the service (414, 12000 characters). Use fewer values in one condition.',
    ],
    [
      'InvalidPartnoError',
      '#VALUE!',
      `These part numbers cannot be sent: "O'CM" ("'" at character 2), "A|B" ("|" at character 2). Correct them; nothing was sent.`,
    ],
    [
      'InvalidPartnoError bidi',
      '#VALUE!',
      'Part number "GRM188\uFFFDR61" holds U+202E RIGHT-TO-LEFT OVERRIDE at character 7, an invisible character that changes the order text shows in. Correct it; nothing was sent.',
    ],
    ['FilterError', '#VALUE!', 'Unknown search item "Colour"; did you mean Color? (at position 27)'],
    [
      'UnsafeValueError separator',
      '#VALUE!',
      'The value "A|B" of Partno contains |, which the service reads as two values: leave it out.',
    ],
    ['UnsafeValueError wrongType', '#VALUE!', 'Capacitance takes a number, not "1uF".'],
    ['UnknownFieldError', '#VALUE!', 'Unknown field "Capacitence"; did you mean Capacitance, CapacitanceText?'],
    ['UnknownFieldError far', '#VALUE!', 'Unknown field "Zzzz"; PART.FIELDS() lists them.'],
    ['UnknownFieldError empty', '#VALUE!', 'A field name is empty; PART.FIELDS() lists them.'],
    [
      'DescriptionError',
      '#VALUE!',
      'No value can be read in "C_ZZZ_0402 hello"; not understood: "C_ZZZ", "hello". Write the capacitance or inductance as 100nF, 4.7uH or a code such as 104.',
    ],
    ['DescriptionError many', '#VALUE!', expect.stringMatching(/not understood: "a", "b", "c" \(\+4\)\./)],
    [
      'DescriptionError none',
      '#VALUE!',
      '"0402 X7R 16V" states no capacitance or inductance: write it as 100nF, 4.7uH or a code such as 104.',
    ],
    [
      'SettingsError rateNotPositive',
      '#VALUE!',
      'The request rate in PartSpec\'s settings cannot be used ("0"): open the PartSpec task pane, Settings, and correct it.',
    ],
    [
      'IncompleteLookupError',
      '#N/A',
      '2 of 3 part numbers could not be looked up. The service had a problem (503) and 9 attempts did not get an answer. Try again later.',
    ],
    [
      'PartSpecError',
      '#N/A',
      'Something went wrong: The download address has expired. Recalculate; if it happens again, restart Excel.',
    ],
  ])('%s: %s', (label, code, message) => {
    expect(cells.get(label)).toEqual({ code, message });
  });

  test('where the advice is a setting, the cell says where Settings are', () => {
    for (const label of [
      'MissingApiKeyError',
      'InvalidApiKeyError',
      'ApiKeyRefusedError',
      'NetworkError',
      'RateLimitError',
    ]) {
      expect({ label, message: cells.get(label)?.message }).toEqual({
        label,
        message: expect.stringContaining('the PartSpec task pane, Settings'),
      });
    }
  });

  test('a service URL with a password in it is never repeated', () => {
    expect(cells.get('SettingsError credentialsInAddress')?.message).not.toContain('pis.example.com');
  });

  test.each(these.filter(([, error]) => !SENTENCE_ONLY.has(error.name) && !WORKBOOK.has(error.name)))(
    '%s: a message tampered with changes nothing',
    (label) => {
      const [, error] = everyError(theseModules()).find(([other]) => other === label)!;
      const cell = toExcelError(tampered(error), CELL_WORDS.en);
      expect(cell).toEqual(cells.get(label));
      expect(cell.message).not.toContain('TAMPERED');
    },
  );

  test('an error made by another copy of the code gets the same cell', () => {
    expect(everyError(anotherCopy()).map(([label, error]) => [label, toExcelError(error, CELL_WORDS.en)])).toEqual([
      ...cells.entries(),
    ]);
  });

  test('every message fits the cell’s tooltip', () => {
    for (const cell of cells.values()) expect(cell.message!.length).toBeLessThanOrEqual(255);
  });

  test('what is not a PartSpec error: its own message, or a plain sentence', () => {
    expect(toExcelError(new RangeError('maxRows must be at least 1'), CELL_WORDS.en)).toEqual({
      code: '#VALUE!',
      message: 'maxRows must be at least 1',
    });
    expect(toExcelError(Object.assign(new Error('aborted'), { name: 'AbortError' }), CELL_WORDS.en)).toEqual({
      code: '#N/A',
      message: 'Cancelled.',
    });
    const unexpected = 'Something went wrong: boom Recalculate; if it happens again, restart Excel.';
    expect(toExcelError(new Error('boom'), CELL_WORDS.en)).toEqual({ code: '#N/A', message: unexpected });
    expect(toExcelError('boom', CELL_WORDS.en)).toEqual({ code: '#N/A', message: unexpected });
    const already = excelError('#N/A', 'Part not found: X');
    expect(toExcelError(already, CELL_WORDS.en)).toBe(already);
    expect(isExcelError(already)).toBe(true);
    expect(isExcelError(new Error('x'))).toBe(false);
  });
});
