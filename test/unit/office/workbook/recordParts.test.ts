import fc from 'fast-check';
import { jsonBytes } from '../../../../src/office/workbook';
import { recordXml } from '../../../../src/office/workbook/recordXml';
import { cutParts, MAX_RECORD_PART_BYTES } from '../../../../src/office/workbook/records/recordParts';

// A record's parts are measured as the request that writes each is (the JSON of its custom XML part): the
// cut must agree with that measure to the byte, for every kind of character a reading can hold.
const nameOf = (index: number) => `bom-reading-7-a${index}`;
const weight = (text: string, index: number) => jsonBytes(recordXml(nameOf(index), text));

const characters = fc.constantFrom('a', '7', '&', '<', '>', '"', '\\', '\t', '\n', 'é', 'µ', '中', '🔌', '±', ' ');
const texts = fc.array(characters, { maxLength: 400 }).map((list) => list.join(''));

test('every part weighs at most the limit, is as long as it can be, and the parts joined are the text', () => {
  fc.assert(
    fc.property(texts, fc.integer({ min: 120, max: 400 }), (text, maxBytes) => {
      const parts = cutParts(text, nameOf, maxBytes);
      expect(parts.join('')).toBe(text);
      parts.forEach((part, index) => {
        expect(weight(part, index)).toBeLessThanOrEqual(maxBytes);
        const next = parts[index + 1];
        if (next === undefined) return;
        // One more character (a surrogate pair is one) would not have fitted.
        const more = next.codePointAt(0)! > 0xffff ? next.slice(0, 2) : next.slice(0, 1);
        expect(weight(part + more, index)).toBeGreaterThan(maxBytes);
      });
    }),
  );
});

test('a character is never cut in two, and a part exactly at the limit is kept whole', () => {
  const envelope = weight('', 0);
  const full = 'a'.repeat(300 - envelope);
  expect(cutParts(full, nameOf, 300)).toEqual([full]);
  expect(cutParts(`${full}b`, nameOf, 300)).toEqual([full, 'b']);
  const plugs = '🔌'.repeat(40);
  for (const part of cutParts(plugs, nameOf, envelope + 10)) expect(part).toMatch(/^(🔌)+$/u);
});

test('an empty text is one empty part; the default limit is 1 MB', () => {
  expect(cutParts('', nameOf)).toEqual(['']);
  expect(MAX_RECORD_PART_BYTES).toBe(1_000_000);
  const text = '"&'.repeat(400_000);
  const parts = cutParts(text, nameOf);
  expect(parts).toHaveLength(3);
  parts.forEach((part, index) => expect(weight(part, index)).toBeLessThanOrEqual(1_000_000));
});

test('a limit that cannot hold the envelope and one character is refused', () => {
  expect(() => cutParts('abc', nameOf, weight('', 0))).toThrow(RangeError);
});
