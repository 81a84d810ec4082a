import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import {
  decodeInductorPartno,
  decodeLeadCapacitorPartno,
  decodeSmdCapacitorPartno,
  generateDataset,
} from '../../src/service/dataset';

// A newcomer reads the README first and follows its links into docs/: what these pages say must hold. Each part
// number they show is one the reference service knows (whole, or without its package code, which lookup resolves
// to its variants), and each relative link lands on a file and, with a #fragment, on a heading of it.
const ROOT = join(__dirname, '..', '..');
const DOCS = join(ROOT, 'docs');

/** README.md and docs/*.md, by their path from the repository's root. */
const PAGES: ReadonlyMap<string, string> = new Map(
  [
    'README.md',
    ...readdirSync(DOCS)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `docs/${name}`),
  ].map((page) => [page, readFileSync(join(ROOT, page), 'utf8')]),
);
const README = PAGES.get('README.md') ?? '';

/** The page's text without fenced code blocks: a `#` comment there is no heading, `](` in code no link. */
function withoutCodeBlocks(text: string): string {
  return text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** GitHub's anchor of a heading: lower case, punctuation but `-` and `_` dropped, each space a `-`. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a page's headings; a repeated heading gets `-1`, `-2`... as on GitHub. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of withoutCodeBlocks(text).matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const base = slug(heading);
    let anchor = base;
    for (let repeat = 1; anchors.has(anchor); repeat += 1) anchor = `${base}-${repeat}`;
    anchors.add(anchor);
  }
  return anchors;
}

// ---------------------------------------------------------------------------------------------------------------
// Part numbers

const dataset = generateDataset();
const known = new Set(
  dataset.flatMap((product) => [product.record.Partno, String(product.record.PartnoWithoutPackageCode)]),
);
/** The maker's part numbers start with one of the dataset's three-letter series prefixes. */
const prefixes = [...new Set(dataset.map((product) => product.record.Partno.slice(0, 3)))];
const partNumbersIn = (text: string): string[] =>
  [...text.matchAll(/\b[A-Z][A-Z0-9]{7,}\b/g)]
    .map((match) => match[0])
    .filter((word) => prefixes.some((prefix) => word.startsWith(prefix)) && /\d/.test(word));

// docs/part-numbering.md is generated from the numbering code (test/unit/service/numberingDoc.test.ts keeps it
// so): its "Example `...`:" lines spell out the scheme with part numbers made for the purpose, which need not be in
// the catalogue. They must read back through the dataset's own decoders instead.
const NUMBERING = 'docs/part-numbering.md';
const SCHEME_EXAMPLE = /^Example `([A-Z0-9]+)`:/gm;
const schemeExamples = [...(PAGES.get(NUMBERING) ?? '').matchAll(SCHEME_EXAMPLE)].map(([, partno]) => partno);

const shown = [...PAGES].flatMap(([page, text]) =>
  partNumbersIn(page === NUMBERING ? text.replace(SCHEME_EXAMPLE, '') : text).map((partno) => ({ page, partno })),
);
const shownOnce = [...new Map(shown.map((entry) => [`${entry.page} ${entry.partno}`, entry])).values()];

test('the README and the docs show part numbers', () => {
  expect(partNumbersIn(README).length).toBeGreaterThan(0);
  expect(shown.filter(({ page }) => page !== 'README.md').length).toBeGreaterThan(0);
});

test.each(shownOnce.map(({ page, partno }) => [partno, page]))('%s, shown in %s, is in the dataset', (partno) => {
  expect(known.has(partno)).toBe(true);
});

test('the numbering scheme has an example per category', () => {
  expect(schemeExamples).toHaveLength(3);
});

test.each(schemeExamples)('%s, the numbering scheme example, reads back through a decoder', (partno) => {
  const decoded = decodeSmdCapacitorPartno(partno) ?? decodeLeadCapacitorPartno(partno) ?? decodeInductorPartno(partno);
  expect(decoded).toBeDefined();
});

// ---------------------------------------------------------------------------------------------------------------
// Links

interface Link {
  readonly page: string;
  readonly target: string;
}

/** Every markdown link `[text](target)` of a page, outside code; inline code is blanked so its `[a](b)` is none. */
function linksOf(page: string, text: string): Link[] {
  const prose = withoutCodeBlocks(text).replace(/`[^`\n]*`/g, 'code');
  return [...prose.matchAll(/\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(([, target]) => ({
    page,
    target,
  }));
}

const links = [...PAGES].flatMap(([page, text]) => linksOf(page, text));
/** Relative links: no scheme (`https:`, `mailto:`) and not protocol-relative. */
const relativeLinks = links.filter(({ target }) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//'));
const anchorCache = new Map<string, Set<string>>();
const anchorsOfFile = (file: string): Set<string> => {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = anchorsOf(readFileSync(file, 'utf8'));
    anchorCache.set(file, anchors);
  }
  return anchors;
};

test('the README links every page of docs/', () => {
  const linked = new Set(
    relativeLinks
      .filter(({ page }) => page === 'README.md')
      .map(({ target }) => decodeURIComponent(target.split('#')[0])),
  );
  for (const page of PAGES.keys()) if (page !== 'README.md') expect(linked).toContain(page);
});

const linksOnce = [...new Set(relativeLinks.map(({ page, target }) => `${page}\n${target}`))].map((key) =>
  key.split('\n'),
);

test.each(linksOnce.map(([page, target]) => [target, page]))('the link %s in %s lands', (target, page) => {
  const hash = target.indexOf('#');
  const path = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
  const fragment = hash < 0 ? '' : decodeURIComponent(target.slice(hash + 1));
  const file = path === '' ? join(ROOT, page) : join(ROOT, dirname(page), path);
  expect(relative(ROOT, file).startsWith('..')).toBe(false);
  expect(existsSync(file)).toBe(true);
  if (fragment !== '') {
    expect(statSync(file).isFile() && file.endsWith('.md')).toBe(true);
    expect([...anchorsOfFile(file)]).toContain(fragment);
  }
});

// The list of what only real Excel can confirm links each assumption to a step of the acceptance script.
test('the docs point to the acceptance script and the sample workbook, and link its steps', () => {
  expect(README).toContain('](docs/excel-acceptance.md)');
  expect(README).toContain('npm run sample-workbook');
  const stepLinks = relativeLinks.filter(({ target }) => /(^|\/)excel-acceptance\.md#/.test(target));
  expect(stepLinks.length).toBeGreaterThan(20);
});

// ---------------------------------------------------------------------------------------------------------------
// Size

test('the README is read in five minutes: fewer than 200 lines', () => {
  expect(README.trimEnd().split('\n').length).toBeLessThan(200);
});

test('each page of docs/ starts with a title', () => {
  for (const [page, text] of PAGES) {
    // docs/part-numbering.md is generated, and opens with a second-level heading.
    expect(text).toMatch(page === NUMBERING ? /^##? \S/ : /^# \S/);
  }
});
