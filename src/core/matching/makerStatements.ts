import { readMakerPartNumber } from './readMakerPartNumber';
import type { Statement } from './statements';
import { statedText, engineering } from './statedText';
import { toleranceOfLetter } from './toleranceCodes';

/**
 * The statements of another maker's part number (`CL21B105KBFNNNE`), read whole as a footprint name is: its
 * value, size or body, characteristic, voltage and tolerance, each quoting the part number; a field of the
 * scheme whose code PartSpec does not know is a word not understood. Undefined for no such part number.
 */
export function readMakerStatements(text: string): Statement[] | undefined {
  const decoded = readMakerPartNumber(text);
  if (!decoded) return undefined;
  const evidence = { part: decoded.part, explicit: true } as const;
  const quantity = decoded.part === 'capacitor' ? 'Capacitance' : 'Inductance';
  const statements: Statement[] = [
    { kind: 'makerPart', text, decoded },
    { kind: 'value', text, quantity, code: false, valueFor: () => decoded.value, evidence },
  ];
  if (decoded.size) {
    const size = { ...decoded.size, text, source: 'footprint' as const };
    statements.push({ kind: 'size', text, size, fromFootprintText: true, evidence });
  }
  if (decoded.body) statements.push({ kind: 'body', text, body: decoded.body, evidence });
  if (decoded.characteristic) statements.push({ kind: 'characteristic', text, code: decoded.characteristic });
  if (decoded.voltage !== undefined) statements.push({ kind: 'voltage', text, value: decoded.voltage, evidence });
  if (decoded.toleranceLetter) statements.push({ kind: 'toleranceLetter', text, letter: decoded.toleranceLetter });
  for (const unknown of decoded.unknown) statements.push({ kind: 'unread', text: `${text} (${unknown})` });
  return statements;
}

/** What a maker's part number states, as Why lists it: `0805`, `X7R`, `50 V`, `1 µF ±10 %`. */
export function makerStated(text: string): string[] {
  const decoded = readMakerPartNumber(text);
  if (!decoded) return [];
  const spaced = (written: string) => written.replace(/^([\d.]+)(\D)/, '$1 $2').replace(/(\d)%$/, '$1 %');
  const unit = decoded.part === 'capacitor' ? 'F' : 'H';
  const tolerance = decoded.toleranceLetter ? toleranceOfLetter(decoded.toleranceLetter, decoded.part) : undefined;
  const value = spaced(engineering(decoded.value, unit));
  return [
    ...(decoded.size ? [decoded.size.inch ?? decoded.size.metric] : []),
    ...(decoded.body ? [`${decoded.body.length} × ${decoded.body.width} mm`] : []),
    ...(decoded.characteristic ? [decoded.characteristic] : []),
    ...(decoded.voltage !== undefined ? [`${decoded.voltage} V`] : []),
    tolerance ? `${value} ${spaced(statedText.tolerance(tolerance, unit))}` : value,
  ];
}
