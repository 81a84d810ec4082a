import { en, fillTemplate, ja, reasonPhrase, sdkReasonText } from '../../../src/words';

describe('fillTemplate', () => {
  test('fills each {{placeholder}} as i18next does, spaces inside the braces allowed', () => {
    expect(
      fillTemplate('{{requirement}} {{ actual }} for {{stated}}', {
        requirement: 'rated voltage',
        actual: '25Vdc',
        stated: '16V',
      }),
    ).toBe('rated voltage 25Vdc for 16V');
  });

  test('a placeholder without a value is left empty; a value is never read as a template', () => {
    expect(fillTemplate('[{{missing}}]', {})).toBe('[]');
    expect(fillTemplate('{{a}}', { a: '{{b}}', b: 'x' })).toBe('{{b}}');
  });
});

describe('one reason in each language, and in the SDK', () => {
  const voltage = { requirement: 'ratedVoltage', kind: 'exceeded', stated: '16V', actual: '25Vdc' } as const;

  test('the cells and the pane: the requirement named, in the display language', () => {
    expect(reasonPhrase(en.matching, voltage)).toBe('rated voltage 25Vdc for 16V');
    expect(reasonPhrase(ja.matching, voltage)).toBe('定格電圧 25Vdc (指定 16V を上回る)');
    expect(reasonPhrase(en.matching, { requirement: 'unreadWords', kind: 'unknown', stated: 'AEC-Q200' })).toBe(
      'not understood: AEC-Q200',
    );
  });

  test('the SDK: terse, and its requirement names are the catalogue English', () => {
    expect(sdkReasonText(voltage)).toBe('25Vdc for 16V');
    expect(sdkReasonText({ requirement: 'ratedCurrent', kind: 'unstated', actual: '2.4A' })).toBe(
      'rated current not stated: 2.4A',
    );
    expect(sdkReasonText({ requirement: 'ratedVoltage', kind: 'unknown' })).toBe('no rated voltage given');
    expect(sdkReasonText({ requirement: 'ratedVoltage', kind: 'lacks', stated: '25V', actual: '16Vdc' })).toBe(
      '16Vdc, below 25V',
    );
  });
});
