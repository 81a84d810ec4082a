import { recordNamespace, recordXml, textOfRecordXml } from '../../../../src/office/workbook/recordXml';

describe('recordXml: a workbook record as a custom XML part', () => {
  test('round trip of text with XML specials, quotes, non-Latin text and line ends', () => {
    const text = `{"filter":"Partno startswith 'A&B' and X lt <3>","name":"積層セラミック 电容","lines":"a\nb\tc"}`;
    expect(textOfRecordXml(recordXml('tables', text))).toBe(text);
  });

  test('reads what Excel may give back: a declaration, CDATA, character references, an empty root', () => {
    expect(
      textOfRecordXml(
        '<?xml version="1.0" encoding="UTF-8"?>\n<partspec-record xmlns="urn:partspec:record:tables">a&#38;b&#x3C;<![CDATA[<c>]]>&quot;</partspec-record>',
      ),
    ).toBe('a&b<<c>"');
    expect(textOfRecordXml('<partspec-record xmlns="urn:partspec:record:tables"/>')).toBe('');
    expect(textOfRecordXml('<other xmlns="urn:x"/>')).toBeUndefined();
  });

  test('names and characters XML cannot carry are refused, not written broken', () => {
    expect(() => recordNamespace('Tables!')).toThrow(RangeError);
    expect(() => recordXml('tables', 'bell\u0007')).toThrow(/U\+0007/);
    expect(() => recordXml('tables', 'half \ud800 surrogate')).toThrow(/U\+D800/);
  });
});
