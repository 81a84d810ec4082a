import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDataset } from '../../src/service/dataset';

// A newcomer copies the README's part numbers into Excel first: each must be one the reference service knows,
// as a whole part number or as one without its package code (which lookup resolves to its variants).
const README = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
const dataset = generateDataset();
const known = new Set(
  dataset.flatMap((product) => [product.record.Partno, String(product.record.PartnoWithoutPackageCode)]),
);
/** The maker's part numbers start with one of the dataset's three-letter series prefixes. */
const prefixes = [...new Set(dataset.map((product) => product.record.Partno.slice(0, 3)))];
const shown = [...README.matchAll(/\b[A-Z][A-Z0-9]{7,}\b/g)]
  .map((match) => match[0])
  .filter((word) => prefixes.some((prefix) => word.startsWith(prefix)) && /\d/.test(word));

test('the README shows part numbers', () => {
  expect(shown.length).toBeGreaterThan(0);
});

test.each([...new Set(shown)])('%s, shown in the README, is in the dataset', (partno) => {
  expect(known.has(partno)).toBe(true);
});

// The README's list of what only real Excel can confirm links each assumption to a step of the acceptance
// script: every such link must land on a heading there (GitHub's anchors: lower case, punctuation dropped).
const ACCEPTANCE = readFileSync(join(__dirname, '..', '..', 'docs', 'excel-acceptance.md'), 'utf8');
const anchors = new Set(
  [...ACCEPTANCE.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
    heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s/g, '-'),
  ),
);
const stepLinks = [...README.matchAll(/\]\(docs\/excel-acceptance\.md#([^)]+)\)/g)].map(([, anchor]) => anchor);

test('the README points to the acceptance script and the sample workbook, and links its steps', () => {
  expect(README).toContain('](docs/excel-acceptance.md)');
  expect(README).toContain('npm run sample-workbook');
  expect(stepLinks.length).toBeGreaterThan(20);
});

test.each([...new Set(stepLinks)])('the README links step #%s, a heading of the acceptance script', (anchor) => {
  expect(anchors.has(anchor)).toBe(true);
});
