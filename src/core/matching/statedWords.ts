import type { PartDescription } from './PartDescription';

/**
 * What was read of a line, each requirement as it was written, in the order of the requirements: what a
 * message that says what was looked for lists (`100nF, 0402, X7R, 16V`), joined in the display language.
 */
export function statedWords(description: PartDescription): string[] {
  const stated = [
    description.value?.text,
    description.size?.text,
    description.temperatureCharacteristic?.text,
    description.ratedVoltage?.text,
    description.tolerance?.text,
    description.ratedCurrent?.text,
    description.leadSpacing?.text,
    description.smdType,
    description.mounting === 'conductive adhesive' ? description.mounting : undefined,
  ];
  return stated.filter((text): text is string => text !== undefined && text !== '');
}
