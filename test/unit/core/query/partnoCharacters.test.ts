import { partnoProblem, refusedPartnoCharacter, visiblePartno } from '../../../../src/core/query';
import { InvalidPartnoError } from '../../../../src/core/client';

describe('refusedPartnoCharacter: what a part number cannot hold, named and placed', () => {
  test.each([
    ['GRM\u0000188', 'control', 'U+0000', 'NULL', 3],
    ['GRM\t188', 'control', 'U+0009', 'CHARACTER TABULATION', 3],
    ['GRM\n188', 'control', 'U+000A', 'LINE FEED', 3],
    ['GRM\u001b[31m', 'control', 'U+001B', 'ESCAPE', 3],
    ['GRM\u007f', 'control', 'U+007F', 'DELETE', 3],
    ['GRM\u0085188', 'control', 'U+0085', 'NEXT LINE', 3],
    ['GRM\u0001', 'control', 'U+0001', '<control>', 3],
    ['GRM\u009f', 'control', 'U+009F', '<control>', 3],
    ['GRM188\u202eR61', 'bidi', 'U+202E', 'RIGHT-TO-LEFT OVERRIDE', 6],
    ['\u202aGRM', 'bidi', 'U+202A', 'LEFT-TO-RIGHT EMBEDDING', 0],
    ['GRM\u202c', 'bidi', 'U+202C', 'POP DIRECTIONAL FORMATTING', 3],
    ['GRM\u200e', 'bidi', 'U+200E', 'LEFT-TO-RIGHT MARK', 3],
    ['GRM\u200f', 'bidi', 'U+200F', 'RIGHT-TO-LEFT MARK', 3],
    ['GRM\u2066x\u2069', 'bidi', 'U+2066', 'LEFT-TO-RIGHT ISOLATE', 3],
    ['GRM\u2067', 'bidi', 'U+2067', 'RIGHT-TO-LEFT ISOLATE', 3],
    ['GRM\u2068', 'bidi', 'U+2068', 'FIRST STRONG ISOLATE', 3],
    ['GRM\u2069', 'bidi', 'U+2069', 'POP DIRECTIONAL ISOLATE', 3],
    ['GRM\u061c', 'bidi', 'U+061C', 'ARABIC LETTER MARK', 3],
    ['GRM\ud800188', 'loneSurrogate', 'U+D800', '<surrogate>', 3],
    ['GRM188\udc00', 'loneSurrogate', 'U+DC00', '<surrogate>', 6],
    ['GRM\\188', 'backslash', 'U+005C', 'REVERSE SOLIDUS', 3],
    ["O'CM", 'quote', 'U+0027', 'APOSTROPHE', 1],
    ['A|B', 'separator', 'U+007C', 'VERTICAL LINE', 1],
  ])('%j: %s %s %s at character %d + 1', (partno, kind, code, name, position) => {
    expect(refusedPartnoCharacter(partno)).toEqual(expect.objectContaining({ kind, code, name, position }));
  });

  test('positions count characters as people do: a character outside the BMP is one', () => {
    expect(refusedPartnoCharacter('\u{1F600}AB\u0000')?.position).toBe(3);
  });

  test('what trim takes off the ends (a pasted tab or line break) is not refused: lookups send it trimmed', () => {
    expect(refusedPartnoCharacter('\tGRM188R61A104KA01D\r\n')).toBeUndefined();
    expect(refusedPartnoCharacter(' GRM\t188 ')).toEqual(expect.objectContaining({ kind: 'control', position: 4 }));
  });

  test.each([
    'OCM188R61A104KA01D',
    'GRM155R71H104KE14#',
    'LQW18AN10NG00D',
    'RC0603FR-0710KL',
    'ERJ-3EKF1002V',
    'T491A106K010AT/7',
    'C0805C104K5RAC 7800',
    'ＧＲＭ１８８',
    '電容 100nF',
  ])('%j is sendable', (partno) => {
    expect(refusedPartnoCharacter(partno)).toBeUndefined();
    expect(partnoProblem(partno)).toBeUndefined();
  });
});

describe('partnoProblem and InvalidPartnoError name the character', () => {
  test.each([
    ['GRM\u0000188', 'character', 'A part number cannot hold U+0000 NULL (character 4)'],
    ['GRM188\u202eR61', 'character', 'A part number cannot hold U+202E RIGHT-TO-LEFT OVERRIDE (character 7)'],
    ['GRM\\188', 'character', 'A part number cannot hold U+005C REVERSE SOLIDUS (character 4)'],
    ['GRM\ud800', 'brokenCharacter', 'A part number cannot hold U+D800 <surrogate> (character 4)'],
    ["O'CM", 'quote', 'A part number cannot hold U+0027 APOSTROPHE (character 2)'],
    ['A|B', 'separator', 'A part number cannot hold U+007C VERTICAL LINE (character 2)'],
  ])('%j: %s', (partno, kind, message) => {
    expect(partnoProblem(partno)).toEqual(expect.objectContaining({ kind, message, position: expect.any(Number) }));
  });

  test.each([
    ['GRM\u0000188', 'Part number "GRM\uFFFD188" holds U+0000 NULL at character 4, an invisible control character.'],
    ['GRM\t188', 'holds U+0009 CHARACTER TABULATION at character 4, an invisible control character.'],
    [
      'GRM188\u202eR61',
      'Part number "GRM188\uFFFDR61" holds U+202E RIGHT-TO-LEFT OVERRIDE at character 7, an invisible character that changes the order text shows in.',
    ],
    ['GRM\ud800188', 'Part number "GRM\uFFFD188" holds U+D800 at character 4, half of a character cut in two.'],
    ['GRM\\188', 'Part number "GRM\\188" holds "\\" at character 4, which no part number holds.'],
    ["O'CM", `Part number "O'CM" holds "'" at character 2, which a query cannot carry.`],
    ['A|B', 'Part number "A|B" holds "|" at character 2, which the service reads as a separator between part numbers.'],
  ])('InvalidPartnoError for %j says which character, where and why', (partno, words) => {
    const error = new InvalidPartnoError([partno]);
    expect(error.message).toContain(words);
    expect(error.message).toMatch(/Correct it; nothing was sent\.$/);
    expect(error.refused).toEqual([{ partno, character: refusedPartnoCharacter(partno) }]);
  });

  test('no control, bidirectional control or lone surrogate reaches a message', () => {
    const error = new InvalidPartnoError(['A\u202eB', 'C\u0000D', 'E\ud800F']);
    const invisible = [...error.message].filter((character) =>
      ['control', 'bidi', 'loneSurrogate'].includes(refusedPartnoCharacter(`x${character}x`)?.kind ?? ''),
    );
    expect(invisible).toEqual([]);
    expect(error.message).toContain('"A\uFFFDB" (U+202E RIGHT-TO-LEFT OVERRIDE at character 2)');
    expect(visiblePartno('A\u202eB\\C')).toBe('A\uFFFDB\\C');
  });
});
