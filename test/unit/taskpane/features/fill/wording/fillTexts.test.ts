import type { PartDescription } from '../../../../../../src/core';
import { i18n } from '../../../../../../src/taskpane/i18n/i18n';
import { fillChoice } from '../../../../../../src/taskpane/features/fill/logic/fillChoice';
import {
  checkTexts,
  choiceTexts,
  fillHeaderText,
  unreadTexts,
} from '../../../../../../src/taskpane/features/fill/wording/fillTexts';
import { t } from '../../../../../../src/taskpane/i18n/i18n';
import { partMatchOf as part } from '../../../../../support/partMatchOf';

const read = (extra: Partial<PartDescription> = {}): PartDescription => ({
  text: '100nF 16V',
  unread: [],
  notes: [],
  ...extra,
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the texts of a choice', () => {
  test('one exact part above the others: its part number, Exact', () => {
    const choice = fillChoice([part('A'), part('B', { verdict: 'meets' })]);
    expect(choiceTexts(choice, read())).toEqual(['A', 'Exact', '']);
  });

  test('parts alike in everything shown: the first, Exact, nothing to check', () => {
    const choice = fillChoice([part('A'), part('B'), part('C', { verdict: 'meets' })]);
    expect(choiceTexts(choice, read())).toEqual(['A', 'Exact', '']);
  });

  test("core's causes of Check mark the line, each said once: in a cause's words or by its reason", () => {
    const alike = part('A', { checks: [{ kind: 'alike', count: 2, characteristics: ['X7T', 'X5R'] }] });
    expect(choiceTexts(fillChoice([alike]), read())).toEqual([
      'A',
      'Check: Exact',
      '2 parts as good, differing in what the line does not state (X7T, X5R): choose in the pane',
    ]);
    const sizes = part('A', {
      checks: [{ kind: 'alike', count: 3, characteristics: ['X7R'], sizes: ['0402', '0603'] }],
    });
    expect(checkTexts(fillChoice([sizes]))).toEqual([
      '3 parts as good, differing in what the line does not state (0402, 0603): choose in the pane',
    ]);
    // A status is said, but no decision: no part In Production meets the line.
    const nrnd = part('A', { reasons: [{ requirement: 'status', kind: 'unstated', actual: 'NRND' }] });
    expect(choiceTexts(fillChoice([nrnd]), read())).toEqual(['A', 'Exact', 'status NRND']);
    expect(checkTexts(fillChoice([nrnd]))).toEqual([]);
  });

  test('a near part, or a check verdict (words not understood), marks Check; Check alone, never Exact or Meets', () => {
    const near = part('A', {
      verdict: 'near',
      reasons: [{ requirement: 'ratedVoltage', kind: 'lacks', stated: '16 V', actual: '10Vdc' }],
    });
    const choice = fillChoice([near, part('B', { verdict: 'near' })]);
    // Near is no choice: Partno stays empty; Why names the nearest part and what it lacks.
    expect(choiceTexts(choice, read())).toEqual([
      '',
      'Check: No part meets',
      'no part meets every requirement; nearest A: rated voltage 10Vdc, not 16 V',
    ]);
    const unread = part('A', {
      verdict: 'check',
      reasons: [{ requirement: 'unreadWords', kind: 'unknown', stated: 'AEC-Q200' }],
      checks: [{ kind: 'unread', words: ['AEC-Q200'] }],
    });
    expect(choiceTexts(fillChoice([unread]), read())).toEqual(['A', 'Check', 'not understood: AEC-Q200']);
    expect(checkTexts(fillChoice([unread]))).toEqual(['not understood: AEC-Q200']);
  });

  test('the voltage assumed is said on every capacitor part; a part below it is a check with its cause', () => {
    const assumed = { requirement: 'ratedVoltage', kind: 'assumed', stated: '16V', actual: '25Vdc' } as const;
    expect(choiceTexts(fillChoice([part('A', { reasons: [assumed] })]), read())).toEqual([
      'A',
      'Exact',
      'voltage not stated: 16V or more assumed',
    ]);
    const below = part('B', {
      verdict: 'check',
      reasons: [{ ...assumed, actual: '10Vdc' }],
      checks: [{ kind: 'voltageAssumed' }],
    });
    expect(choiceTexts(fillChoice([below]), read())).toEqual([
      'B',
      'Check',
      'no part of 16 V or more meets the rest: the highest rated is proposed; voltage not stated: 16V or more assumed',
    ]);
  });

  test('the notes of the reading are said after the reasons; a size inch and metric is a cause, and its note says which was read', () => {
    const notes = [
      { kind: 'ambiguousSize', text: '0603', inch: '0603', metric: '1608' },
      { kind: 'categoryGuessed', category: 'ceramicCapacitors' },
      { kind: 'valueCode', text: '104', value: 1e-7 },
      { kind: 'noSizeCode', text: '0420', suggestion: '0402' },
    ] as const;
    expect(choiceTexts(fillChoice([part('A', { notes })]), read())[2]).toBe(
      '0603 read as inch (metric 1608); read as ceramic capacitors; 0420 is no size code: did you mean 0402?',
    );
    const both = part('A', { notes, checks: [notes[0]] });
    expect(choiceTexts(fillChoice([both]), read())[2]).toBe(
      '0603 has parts as inch and as metric: check which is meant; 0603 read as inch (metric 1608); read as ceramic capacitors; 0420 is no size code: did you mean 0402?',
    );
  });

  test('the notes of the reading in Japanese and Chinese are the word catalogue’s, as the cells say them', async () => {
    const notes = [
      { kind: 'ambiguousSize', text: '0603', inch: '0603', metric: '1608' },
      { kind: 'noSizeCode', text: '0420' },
      { kind: 'bodySize', text: '10x10', body: { length: 10, width: 10 }, metric: '1010', exact: true },
    ] as const;
    await i18n.changeLanguage('ja');
    const japanese = choiceTexts(fillChoice([part('A', { notes })]), read())[2];
    for (const phrase of [
      '0603 はインチとして解釈 (メートル 1608)',
      '0420 はサイズコードではありません',
      '10x10: 本体 10 × 10 mm、サイズ 1010 と解釈',
    ]) {
      expect(japanese).toContain(phrase);
    }
    await i18n.changeLanguage('zh');
    expect(choiceTexts(fillChoice([part('A', { notes })]), read())[2]).toContain('0603 按英制读取（公制 1608）');
  });

  test('no candidate: no part fits, with what was read', () => {
    const description = read({
      value: { quantity: 'Capacitance', value: 1e-7, text: '100nF' },
      ratedVoltage: { value: 16, text: '16V' },
    });
    expect(choiceTexts(fillChoice([]), description)).toEqual(['', 'No part', 'no part fits: 100nF, 16V']);
    expect(unreadTexts(['Conn_01x02'])).toEqual(['', 'Not read', 'not understood: Conn_01x02']);
    expect(unreadTexts([])).toEqual(['', 'Not read', 'no value stated']);
  });

  test('a near part is named with what it lacks, in Japanese and Chinese too', async () => {
    const near = part('GRM32ER71C106KA01L', {
      verdict: 'near',
      reasons: [
        { requirement: 'size', kind: 'lacks', stated: '0201', actual: '1210' },
        { requirement: 'ratedVoltage', kind: 'lacks', stated: '50 V', actual: '16Vdc' },
        { requirement: 'tolerance', kind: 'unstated', actual: '±10%' },
      ],
    });
    expect(choiceTexts(fillChoice([near]), read())[2]).toBe(
      'no part meets every requirement; nearest GRM32ER71C106KA01L: size 1210, not 0201; rated voltage 16Vdc, not 50 V',
    );
    await i18n.changeLanguage('ja');
    expect(choiceTexts(fillChoice([near]), read()).slice(1)).toEqual([
      '要確認: 条件を満たす部品なし',
      'すべての条件を満たす部品なし。最も近い GRM32ER71C106KA01L: サイズ 1210 (指定 0201 を満たさない); 定格電圧 16Vdc (指定 50 V を満たさない)',
    ]);
    await i18n.changeLanguage('zh');
    expect(choiceTexts(fillChoice([near]), read())[1]).toBe('需确认：无满足条件的元件');
  });

  test('why a line is to be checked, in the words of its Why cell, for the pane', () => {
    // Not marked Check: nothing to say.
    expect(checkTexts(fillChoice([part('A'), part('B', { verdict: 'meets' })]))).toEqual([]);
    // A voltage assumed and not met: the cause, then the reason that says so; a requirement exceeded is no reason.
    const below = part('A', {
      verdict: 'check',
      checks: [{ kind: 'voltageAssumed' }],
      reasons: [
        { requirement: 'size', kind: 'unstated', actual: '0603' },
        { requirement: 'ratedVoltage', kind: 'assumed', stated: '16V', actual: '10Vdc' },
        { requirement: 'tolerance', kind: 'exceeded', stated: '±20%', actual: '±10%' },
      ],
    });
    expect(checkTexts(fillChoice([below]))).toEqual([
      'no part of 16 V or more meets the rest: the highest rated is proposed',
      'voltage not stated: 16V or more assumed',
    ]);
    // Near: the nearest part and what it lacks.
    const near = part('A', {
      verdict: 'near',
      reasons: [{ requirement: 'size', kind: 'lacks', stated: '0201', actual: '1210' }],
    });
    expect(checkTexts(fillChoice([near]))).toEqual(['no part meets every requirement; nearest A: size 1210, not 0201']);
  });

  test('a Use button is named with its row: two lines can offer the same part', async () => {
    expect(t('fill.result.chooseFor', { partno: 'A', row: 2 })).toBe('Use A for row 2');
    expect(t('fill.result.because', { reasons: 'tolerance not stated: ±10%' })).toBe(
      'To check: tolerance not stated: ±10%',
    );
    await i18n.changeLanguage('ja');
    expect(t('fill.result.chooseFor', { partno: 'A', row: 2 })).toContain(t('fill.result.choose', { partno: 'A' }));
    await i18n.changeLanguage('zh');
    expect(t('fill.result.chooseFor', { partno: 'A', row: 2 })).toContain(t('fill.result.choose', { partno: 'A' }));
  });

  test('in Chinese', async () => {
    await i18n.changeLanguage('zh');
    const meets = part('A', {
      verdict: 'meets',
      reasons: [{ requirement: 'ratedVoltage', kind: 'exceeded', stated: '16 V', actual: '25Vdc' }],
    });
    expect(choiceTexts(fillChoice([meets]), read())).toEqual(['A', '满足', '额定电压 25Vdc（优于指定的 16 V）']);
  });
});

test('the headers of the columns Fill appends, in the display language', async () => {
  expect((['partno', 'match', 'why'] as const).map(fillHeaderText)).toEqual(['Partno', 'Match', 'Why']);
  await i18n.changeLanguage('zh');
  expect((['partno', 'match', 'why'] as const).map(fillHeaderText)).toEqual(['型号', '判定', '原因']);
});
