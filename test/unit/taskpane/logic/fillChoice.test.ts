import type { PartDescription, PartMatch } from '../../../../src/core';
import { i18n } from '../../../../src/taskpane/i18n/i18n';
import { checkTexts, choiceTexts, fillChoice, unreadTexts } from '../../../../src/taskpane/logic/fillChoice';
import { t } from '../../../../src/taskpane/i18n/i18n';
import { productOf } from '../../core/support/memoryService';

const read = (extra: Partial<PartDescription> = {}): PartDescription => ({
  text: '100nF 16V',
  unread: [],
  notes: [],
  ...extra,
});
const part = (partno: string, match: Partial<PartMatch> = {}): PartMatch => ({
  product: productOf(partno, { Status: 'In Production' }),
  verdict: 'exact',
  why: [],
  reasons: [],
  notes: [],
  ...match,
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('fillChoice', () => {
  test('one exact part above the others: chosen, no check', () => {
    const choice = fillChoice([part('A'), part('B', { verdict: 'meets' })], read());
    expect(choice).toMatchObject({ check: false, causes: [] });
    expect(choiceTexts(choice, read())).toEqual(['A', 'Exact', '']);
  });

  test('parts alike (same verdict, status and reasons) are not a unique choice', () => {
    const choice = fillChoice([part('A'), part('B'), part('C', { verdict: 'meets' })], read());
    expect(choice.causes).toEqual([{ kind: 'alike', count: 2 }]);
    expect(choiceTexts(choice, read())).toEqual(['A', 'Check: Exact', '2 parts alike: choose in the pane']);
  });

  test('a near part, a requirement not stated, words not understood: each marks Check', () => {
    const near = part('A', {
      verdict: 'near',
      reasons: [{ requirement: 'ratedVoltage', kind: 'lacks', stated: '16 V', actual: '10Vdc' }],
    });
    const choice = fillChoice([near, part('B', { verdict: 'near' })], read());
    // Near is no choice: nothing goes into Partno; Why names the nearest part and what it lacks.
    expect(choice).toMatchObject({ nearest: near, check: true, causes: [] });
    expect(choice.chosen).toBeUndefined();
    expect(choice.candidates).toHaveLength(2);
    expect(choiceTexts(choice, read())).toEqual([
      '',
      'Check: No part meets',
      'no part meets every requirement; nearest A: rated voltage 10Vdc, not 16 V',
    ]);
    const unstated = part('A', { verdict: 'meets', reasons: [{ requirement: 'tolerance', kind: 'unstated' }] });
    expect(fillChoice([unstated], read()).check).toBe(true);
    const unread = part('A', { reasons: [{ requirement: 'unreadWords', kind: 'unknown', stated: 'DNP' }] });
    expect(choiceTexts(fillChoice([unread], read()), read())).toEqual(['A', 'Check: Exact', 'not understood: DNP']);
    // A part proposed that is not In Production says its status, and is checked.
    const nrnd = part('A', { reasons: [{ requirement: 'status', kind: 'unstated', actual: 'NRND' }] });
    expect(choiceTexts(fillChoice([nrnd], read()), read())).toEqual(['A', 'Check: Exact', 'status NRND']);
  });

  test('an ambiguous reading marks Check and says what was read', () => {
    const description = read({
      notes: [
        { kind: 'ambiguousSize', text: '0603', inch: '0603', metric: '1608' },
        { kind: 'categoryGuessed', category: 'ceramicCapacitors' },
        { kind: 'valueCode', text: '104', value: 1e-7 },
      ],
    });
    const choice = fillChoice([part('A')], description);
    expect(choiceTexts(choice, description)[2]).toBe(
      '0603 read as inch (metric 1608), not as metric 0603; read as ceramic capacitors',
    );
  });

  test('no candidate: no part fits, with what was read', () => {
    const description = read({
      value: { quantity: 'Capacitance', value: 1e-7, text: '100nF' },
      ratedVoltage: { value: 16, text: '16V' },
    });
    expect(choiceTexts(fillChoice([], description), description)).toEqual(['', 'No part', 'no part fits: 100nF, 16V']);
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
    expect(choiceTexts(fillChoice([near], read()), read())[2]).toBe(
      'no part meets every requirement; nearest GRM32ER71C106KA01L: size 1210, not 0201; rated voltage 16Vdc, not 50 V',
    );
    await i18n.changeLanguage('ja');
    expect(choiceTexts(fillChoice([near], read()), read()).slice(1)).toEqual([
      '要確認: 条件を満たす部品なし',
      'すべての条件を満たす部品なし。最も近い GRM32ER71C106KA01L: サイズ 1210 (指定 0201 を満たさない); 定格電圧 16Vdc (指定 50 V を満たさない)',
    ]);
    await i18n.changeLanguage('zh');
    expect(choiceTexts(fillChoice([near], read()), read())[1]).toBe('需确认：无满足条件的元件');
  });

  test('why a line is to be checked, in the words of its Why cell, for the pane', () => {
    // Not marked Check: nothing to say.
    expect(checkTexts(fillChoice([part('A'), part('B', { verdict: 'meets' })], read()))).toEqual([]);
    // Parts alike, a requirement not stated, an ambiguous size: each said; a requirement exceeded is no reason.
    const meets = (partno: string) =>
      part(partno, {
        verdict: 'meets',
        reasons: [
          { requirement: 'ratedVoltage', kind: 'exceeded', stated: '16 V', actual: '25Vdc' },
          { requirement: 'tolerance', kind: 'unstated', actual: '±10%' },
        ],
      });
    const ambiguous = read({ notes: [{ kind: 'ambiguousSize', text: '0603', inch: '0603', metric: '1608' }] });
    expect(checkTexts(fillChoice([meets('A'), meets('B')], ambiguous))).toEqual([
      '2 parts alike: choose in the pane',
      '0603 read as inch (metric 1608), not as metric 0603',
      'tolerance not stated: ±10%',
    ]);
    // Near: the nearest part and what it lacks.
    const near = part('A', {
      verdict: 'near',
      reasons: [{ requirement: 'size', kind: 'lacks', stated: '0201', actual: '1210' }],
    });
    expect(checkTexts(fillChoice([near], read()))).toEqual([
      'no part meets every requirement; nearest A: size 1210, not 0201',
    ]);
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
    expect(choiceTexts(fillChoice([meets], read()), read())).toEqual([
      'A',
      '满足',
      '额定电压 25Vdc（优于指定的 16 V）',
    ]);
  });
});
