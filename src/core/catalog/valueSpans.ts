/**
 * The least and the most value each numeric field takes across the maker's catalogue, in SI base units,
 * widened to whole decades. The spec names units only (2.3); the spans are the catalogue's (the parts the
 * reference service generates lie within them: test/unit/core/sensibleRange.test.ts). They tell a
 * value that some part may have from a typo many orders of magnitude away (sensibleRange.ts); they are no
 * filter, and a value just outside them is still sent.
 */
export interface ValueSpan {
  readonly least: number;
  readonly most: number;
}

/** By field name (`RdcMax`, not the search item Rdc): every `double` field of FIELDS that has a unit. */
export const VALUE_SPANS: Readonly<Record<string, ValueSpan>> = {
  // From the smallest chip's few tens of micrograms to a large leaded part's tens of grams.
  ReferenceMass: { least: 1e-5, most: 100 },
  // Chips from 0.4 mm (01005) up to about 10 mm; leaded bodies up to a few centimetres.
  Length: { least: 1e-4, most: 0.1 },
  Width: { least: 1e-4, most: 0.01 },
  Thickness: { least: 1e-4, most: 0.1 },
  ThicknessMax: { least: 1e-4, most: 0.01 },
  OuterDiameter: { least: 1e-3, most: 0.1 },
  LeadSpace: { least: 1e-3, most: 0.1 },
  LeadDiameter: { least: 1e-4, most: 1e-3 },
  // Ceramic capacitors: from a fraction of a picofarad to some 100 µF.
  Capacitance: { least: 1e-13, most: 1e-4 },
  // From a few volts to the tens of kilovolts of high-voltage leaded capacitors.
  RatedVoltage: { least: 1, most: 1e5 },
  MaxOperatingTemperature: { least: 10, most: 1000 },
  // Inductors: from a nanohenry to a millihenry.
  Inductance: { least: 1e-9, most: 1e-3 },
  RatedCurrent: { least: 0.01, most: 100 },
  RatedCurrentItemp: { least: 0.01, most: 100 },
  RatedCurrentIsat: { least: 0.01, most: 100 },
  RdcMax: { least: 1e-3, most: 10 },
  SrfMin: { least: 1e7, most: 1e11 },
  QTestFrequency: { least: 1e6, most: 1e9 },
};

/** The span of a numeric field, or undefined for a field that is not numeric (or has no unit). */
export function valueSpanOf(field: string): ValueSpan | undefined {
  return Object.hasOwn(VALUE_SPANS, field) ? VALUE_SPANS[field] : undefined;
}
