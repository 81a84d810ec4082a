import { localizeRecord } from '../../../src/service/localize';

const record = Object.freeze({
  Partno: 'OIH4NGS4R7MD0L',
  Status: 'To be discontinued',
  Application: 'Consumer equipment, Automotive [Ask Orvane]',
  Standard: 'Certified by safety standard',
  Mounting: ['Reflow soldering', 'Conductive adhesive'],
  Benefits: ['Low inductance'],
  TargetCircuitCategory: 'Power lines circuits',
  LastBuyDate: null,
  Specs: Object.freeze({
    SmdType: 'Two-terminal',
    RatedVoltageClass: 'DC',
    TemperatureCharacteristicsCompliedStandard: 'Orvane',
    Capacitance: 1e-7,
  }),
});

describe('localizeRecord', () => {
  test('English records are returned as they are', () => {
    expect(localizeRecord(record, 'en')).toBe(record);
  });

  test('listed values take the spec 4.4 forms in Japanese; others stay English; the input is not changed', () => {
    const japanese = localizeRecord(record, 'ja');
    expect(japanese).toEqual({
      ...record,
      Status: '生产中止予定',
      Standard: '安全规格认定品',
      Mounting: ['リフローはんだ', 'Conductive adhesive'],
      TargetCircuitCategory: '电源系回路',
    });
    expect(record.Status).toBe('To be discontinued');
    expect(japanese.Specs).toEqual(record.Specs);
  });

  test('Chinese forms, and Application value by value', () => {
    const chinese = localizeRecord(record, 'zh');
    expect(chinese.Status).toBe('计划停产');
    expect(chinese.Mounting).toEqual(['回流焊接', 'Conductive adhesive']);
    expect(chinese.TargetCircuitCategory).toBe('电源线回路');
    expect(chinese.Application).toBe('Consumer equipment, Automotive [Ask Orvane]');
    expect(chinese.Benefits).toEqual(['Low inductance']);
    expect(chinese.LastBuyDate).toBeNull();
  });
});
