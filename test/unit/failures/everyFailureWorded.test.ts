import { CELL_WORDS, toExcelError } from '../../../src/functions/excelErrors';
import { i18n } from '../../../src/taskpane/i18n/i18n';
import { describeError } from '../../../src/taskpane/wording/describeError';
import { everyError, SENTENCE_ONLY, tampered, theseModules } from '../../support/everyError';

// Failures are a closed set (core's PartSpecFailure, office's OfficeFailure, the pane's jobs' own): the cells'
// words and the pane's each come from one switch the compiler proves complete. This holds the other half:
// every error class PartSpec exports has a sample in everyError, and each sample is worded in every display
// language, in a cell and in the pane, from its fields rather than its English message.

const LANGUAGES = ['en', 'ja', 'zh'] as const;
/** A character of Japanese or Chinese script: the words are in that language, not left in English. */
const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/;

const modules = theseModules();
const samples = everyError(modules);

/** Every class a module of PartSpec exports that is a PartSpecError, the base class itself aside. */
function exportedErrorClasses(): string[] {
  const { PartSpecError } = modules.core;
  const names = new Set<string>();
  for (const module of Object.values(modules) as object[]) {
    for (const value of Object.values(module)) {
      if (typeof value === 'function' && value.prototype instanceof PartSpecError) names.add(value.name);
    }
  }
  return [...names].sort();
}

/** The same sample made afresh with its message replaced: words from the fields do not change. */
function tamperedSample(label: string): Error {
  const [, error] = everyError(modules).find(([other]) => other === label)!;
  return tampered(error);
}

/**
 * The errors whose sentence is all they carry (a bare PartSpecError, an InvalidRangeError)
 * and the workbook's, which reach a cell only through a bug: a cell repeats their sentence inside its words.
 */
const CARRY_THEIR_SENTENCE = new Set([
  ...SENTENCE_ONLY,
  'CellEditModeError',
  'OccupiedRangeError',
  'PartialWriteError',
  'RecordTooLargeError',
  'SelectionError',
  'SheetNotFoundError',
]);

/** The pane's jobs' errors are worded by the pane only: a cell never meets a BOM refresh or a sheet left. */
const PANE_ONLY = new Set(['BomRefreshError', 'SheetLeftError']);

describe('every exported error class', () => {
  test('has a sample to word', () => {
    const sampled = new Set(samples.map(([, error]) => error.name));
    const classes = exportedErrorClasses();
    expect(classes.length).toBeGreaterThan(30);
    expect(classes.filter((name) => !sampled.has(name))).toEqual([]);
  });

  describe.each(samples.filter(([, error]) => !PANE_ONLY.has(error.name)))('%s in a cell', (label, error) => {
    const cells = LANGUAGES.map((lang) => toExcelError(error, CELL_WORDS[lang]));

    test('fits the tooltip in every language, worded from its fields', () => {
      for (const cell of cells) {
        expect(cell.code).toMatch(/^#(VALUE!|N\/A)$/);
        expect(cell.message!.length).toBeGreaterThan(0);
        expect(cell.message!.length).toBeLessThanOrEqual(255);
        expect(cell.message).not.toMatch(/TAMPERED/);
      }
      const again = LANGUAGES.map((lang) => toExcelError(tamperedSample(label), CELL_WORDS[lang]));
      if (!CARRY_THEIR_SENTENCE.has(error.name)) expect(again).toEqual(cells);
    });

    test('speaks Japanese and Chinese', () => {
      const [en, ja, zh] = cells.map((cell) => cell.message!);
      expect(ja).not.toBe(en);
      expect(zh).not.toBe(en);
      expect(ja).not.toBe(zh);
      expect(ja).toMatch(CJK);
      expect(zh).toMatch(CJK);
    });
  });

  describe.each(samples.filter(([, error]) => !SENTENCE_ONLY.has(error.name)))('%s in the pane', (label, error) => {
    afterAll(async () => {
      await i18n.changeLanguage('en');
    });

    test('worded in every language, from its fields', async () => {
      const words: string[] = [];
      for (const lang of LANGUAGES) {
        await i18n.changeLanguage(lang);
        words.push(describeError(error));
        expect(describeError(tamperedSample(label))).toBe(words.at(-1));
      }
      const [en, ja, zh] = words;
      expect(en).not.toMatch(/^Something went wrong/);
      expect(ja).not.toBe(en);
      expect(zh).not.toBe(en);
      expect(ja).toMatch(CJK);
      expect(zh).toMatch(CJK);
    });
  });
});
