import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Cell, type CellFormulaValue, ValueType, Workbook, type Worksheet } from 'exceljs';
import { writeSampleWorkbook } from '../../../scripts/sampleWorkbook/writeSampleWorkbook';
import { generateDataset, STATUSES } from '../../../src/service/dataset';

// The first engineer with Excel opens this workbook and follows docs/excel-acceptance.md: what the steps
// promise must be in the file, as Excel will read it back.
const ROOT = join(__dirname, '..', '..', '..');
const FUNCTIONS_DOC = readFileSync(join(ROOT, 'docs', 'functions.md'), 'utf8');
const ACCEPTANCE = readFileSync(join(ROOT, 'docs', 'excel-acceptance.md'), 'utf8');

const dataset = generateDataset();
const byPartno = new Map(dataset.map((product) => [product.record.Partno, product]));
const byBase = new Map(dataset.map((product) => [String(product.record.PartnoWithoutPackageCode), product]));
/** The product a typed part number stands for, as lookup resolves it: whole, or without its package code. */
const productOf = (typed: string) => byPartno.get(typed.trim().toUpperCase()) ?? byBase.get(typed.trim().toUpperCase());

let folder: string;
let workbook: Workbook;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'partspec-sample-'));
  const written = await writeSampleWorkbook(join(folder, 'nested', 'PartSpec-acceptance.xlsx'));
  workbook = new Workbook();
  await workbook.xlsx.readFile(written.file);
}, 120_000);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function sheet(name: string): Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

function formulaOf(cell: Cell): string | undefined {
  return cell.type === ValueType.Formula ? (cell.value as CellFormulaValue).formula : undefined;
}

function eachCell(visit: (cell: Cell, where: string) => void): void {
  for (const worksheet of workbook.worksheets) {
    worksheet.eachRow((row) => row.eachCell((cell) => visit(cell, `${worksheet.name}!${cell.address}`)));
  }
}

/** Column A from row 2 down to the last used row. */
function partColumn(name: string): string[] {
  const worksheet = sheet(name);
  const values: string[] = [];
  const last = worksheet.actualRowCount;
  for (let row = 2; row <= last; row += 1) {
    const cell = worksheet.getCell(`A${row}`);
    if (cell.type !== ValueType.Null) values.push(String(cell.value));
  }
  return values;
}

test('has the sheets the acceptance steps use, the read-me first', () => {
  expect(workbook.worksheets.map((worksheet) => worksheet.name)).toEqual([
    'Read me',
    'BOM',
    'BOM formulas',
    'Functions',
    'Cards',
    'Large',
    'Pane steps',
  ]);
  const readMe: string[] = [];
  sheet('Read me').eachRow((row) => readMe.push(String(row.getCell(1).value)));
  expect(readMe.join('\n')).toContain('docs/excel-acceptance.md');
});

test("every function of docs/functions.md's table has a live formula on Functions", () => {
  const section = FUNCTIONS_DOC.slice(FUNCTIONS_DOC.indexOf('## The functions'), FUNCTIONS_DOC.indexOf('## Errors'));
  const documented = [...section.matchAll(/^\| `(PART\.[A-Z]+)\(/gm)].map((match) => match[1]);
  expect(documented).toEqual([
    'PART.SPEC',
    'PART.STATUS',
    'PART.FINDPARTS',
    'PART.FIELDS',
    'PART.DOWNLOADURL',
    'PART.BUILDFILTER',
    'PART.EQUIVALENTS',
    'PART.CARD',
    'PART.MATCHLINE',
  ]);
  const live: string[] = [];
  sheet('Functions').eachRow((row) => {
    const formula = formulaOf(row.getCell('E'));
    if (formula) live.push(formula);
  });
  for (const name of documented) expect(live.some((formula) => formula.startsWith(`${name}(`))).toBe(true);
});

test('on Functions, each formula has the same formula as text and an expected result beside it', () => {
  const functions = sheet('Functions');
  let rows = 0;
  functions.eachRow((row, number) => {
    const step = row.getCell('A').value;
    if (number < 3 || typeof step !== 'string') return;
    rows += 1;
    const text = row.getCell('C').value;
    const result = row.getCell('E');
    expect(typeof row.getCell('D').value).toBe('string');
    if (result.type === ValueType.Formula) {
      expect(text).toBe(`=${formulaOf(result)}`);
      expect(row.getCell('B').value).toBe(formulaOf(result)!.split('(')[0]);
    } else {
      // A formula the step has the tester type (value preview, cancel) is there as text only.
      expect(String(result.value)).toBe(`(type the formula here: step ${step})`);
      expect(String(text)).toMatch(/^=PART\.[A-Z]+\(/);
    }
  });
  expect(rows).toBeGreaterThanOrEqual(8);
});

test('the step of every formula is a heading of docs/excel-acceptance.md, and each heading a line of its report', () => {
  const headings = new Set([...ACCEPTANCE.matchAll(/^### ([A-Z]\d+)\. /gm)].map((match) => match[1]));
  const steps = new Set<string>();
  sheet('Functions').eachRow((row, number) => {
    const step = row.getCell('A').value;
    if (number >= 3 && typeof step === 'string') steps.add(step);
  });
  sheet('Pane steps').eachRow((row, number) => {
    if (number > 1) steps.add(String(row.getCell('A').value));
  });
  expect(steps.size).toBeGreaterThan(10);
  for (const step of steps) expect({ step, documented: headings.has(step) }).toEqual({ step, documented: true });
  // The report template has a line for every step.
  const reported = [...ACCEPTANCE.matchAll(/^\| ([A-Z]\d+) +\|/gm)].map((match) => match[1]);
  expect(reported).toEqual([...headings]);
});

test('BOM formulas, Cards and Large hold the formulas their steps use', () => {
  const bomFormulas = sheet('BOM formulas');
  expect(formulaOf(bomFormulas.getCell('B2'))).toBe('PART.SPEC(A2:A31,B1:F1)');
  expect(bomFormulas.getCell('H2').value).toBe('=PART.SPEC(A2:A31,B1:F1)');
  expect(['B1', 'C1', 'D1', 'E1', 'F1'].map((address) => bomFormulas.getCell(address).value)).toEqual([
    'Status',
    'Capacitance',
    'Inductance',
    'RatedVoltage',
    'SizecodeMm',
  ]);

  const cards = sheet('Cards');
  expect(formulaOf(cards.getCell('B2'))).toBe('PART.CARD(A2)');
  // =B2.Capacitance as the file format keeps it.
  expect(formulaOf(cards.getCell('D2'))).toBe('_xlfn.FIELDVALUE(B2,"Capacitance")');
  const asText: string[] = [];
  cards.eachRow((row) => asText.push(String(row.getCell('B').value)));
  expect(asText).toEqual(expect.arrayContaining(['=PART.CARD(A2)', '=B2.Capacitance', '=B2.CapacitanceText']));
  expect(formulaOf(cards.getCell('B7'))).toBe('PART.CARD(A7:A9)');

  const large = sheet('Large');
  expect(formulaOf(large.getCell('B2'))).toBe('PART.SPEC(A2:A5001,B1:D1)');
  expect(large.getCell('F2').value).toBe('=PART.SPEC(A2:A5001,B1:D1)');
});

test('the BOM has 30 part numbers of the dataset over the three categories, and one that is unknown', () => {
  const typed = partColumn('BOM');
  expect(typed).toHaveLength(30);
  expect(partColumn('BOM formulas')).toEqual(typed);
  const unknown = typed.filter((partno) => !productOf(partno));
  expect(unknown).toHaveLength(1);
  expect(unknown[0]).toMatch(/^[A-Z0-9]+$/);
  const lowerCase = typed.filter((partno) => partno !== partno.trim() && partno === partno.toLowerCase());
  expect(lowerCase).toHaveLength(1);
  expect(productOf(lowerCase[0])).toBeDefined();
  const categories = new Set(typed.map((partno) => productOf(partno)?.category).filter(Boolean));
  expect([...categories].sort()).toEqual(['ceramicCapacitorsLead', 'ceramicCapacitorsSMD', 'inductors']);
});

test('the BOM has every status in every category, as its Status column says', () => {
  const bom = sheet('BOM');
  expect(bom.getCell('A1').value).toBe('Part number');
  expect(bom.getCell('C1').value).toBe('Status on 2026-03-01');
  const seen = new Set<string>();
  for (let row = 2; row <= 31; row += 1) {
    const product = productOf(String(bom.getCell(`A${row}`).value));
    expect(bom.getCell(`C${row}`).value).toBe(product ? product.record.Status : 'Not found');
    if (product) seen.add(`${product.category}: ${product.record.Status}`);
  }
  for (const category of ['ceramicCapacitorsSMD', 'ceramicCapacitorsLead', 'inductors']) {
    for (const status of STATUSES) expect(seen).toContain(`${category}: ${status}`);
  }
  // The lifecycle step's second refresh has changes to show.
  const changed = [...Array(30).keys()].filter((index) => bom.getCell(`E${index + 2}`).type === ValueType.String);
  expect(changed.length).toBeGreaterThanOrEqual(3);
});

test('the Large sheet has 5,000 part numbers of SMD capacitors and inductors', () => {
  const typed = partColumn('Large');
  expect(typed).toHaveLength(5000);
  expect(new Set(typed).size).toBe(5000);
  const categories = typed.map((partno) => productOf(partno)?.category);
  expect(categories.filter((category) => category === 'inductors')).toHaveLength(4000);
  expect(categories.filter((category) => category === 'ceramicCapacitorsSMD')).toHaveLength(1000);
});

test('the workbook holds no API key, so that step K1 finds only what Excel wrote into it', () => {
  eachCell((cell, where) => {
    expect({ where, text: JSON.stringify(cell.value) }).toEqual({
      where,
      text: expect.not.stringContaining('demo-key'),
    });
  });
});

test('no cell holding service data is a formula: the only formulas are PART functions and card properties', () => {
  const formulas: string[] = [];
  const statuses = new Set<string>(STATUSES);
  eachCell((cell, where) => {
    const formula = formulaOf(cell);
    if (formula !== undefined) {
      formulas.push(where);
      expect({ where, formula }).toEqual({
        where,
        formula: expect.stringMatching(/^(PART\.[A-Z]+\(.*\)|_xlfn\.FIELDVALUE\(B\d+,"[A-Za-z]+"\))$/),
      });
      return;
    }
    const text = typeof cell.value === 'string' ? cell.value : undefined;
    if (text !== undefined && (productOf(text) || statuses.has(text))) expect(cell.type).toBe(ValueType.String);
  });
  for (const name of ['Read me', 'BOM', 'Pane steps']) {
    expect(formulas.filter((where) => where.startsWith(`${name}!`))).toEqual([]);
  }
  expect(formulas.filter((where) => where.startsWith('Large!'))).toEqual(['Large!B2']);
});
