import { MemoryWorkbook } from '../../../../../src/office/workbook';
import type { FunctionMetadata } from '../../../../../src/taskpane/preview/formulas/callArguments';
import { PreviewCalculation } from '../../../../../src/taskpane/preview/formulas/PreviewCalculation';
import metadata from '../../../functions/functions.metadata.golden.json';

/** A function as the page associates one: its calls recorded with the task they came in. */
interface Call {
  readonly id: string;
  readonly args: unknown[];
  readonly task: number;
  readonly invocation: { address: string; onCanceled?: () => void };
  settle(value: unknown): void;
}

/** The task a call came in: calls made one after another in one task share it (a microtask ends it). */
let batch = 0;
let task: number | undefined;
function taskOfCall(): number {
  if (task === undefined) {
    task = ++batch;
    queueMicrotask(() => (task = undefined));
  }
  return task;
}
const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
/** Lets the calculation's timers and the answers' promises run. */
async function settled(): Promise<void> {
  for (let index = 0; index < 5; index += 1) await tick();
}

function setUp() {
  const workbook = new MemoryWorkbook();
  const calls: Call[] = [];
  const calculation = new PreviewCalculation(workbook, {
    functionOf:
      (id) =>
      (...args: unknown[]) => {
        const invocation = args.pop() as Call['invocation'];
        // A cancelable function listens as cancelSignal does: by setting onCanceled.
        if (id === 'FINDPARTS') invocation.onCanceled = () => cancelled.push(invocation.address);
        return new Promise((resolve, reject) =>
          calls.push({
            id,
            args,
            task: taskOfCall(),
            invocation,
            settle: (value) => (value instanceof Error ? reject(value) : resolve(value)),
          }),
        );
      },
    metadata: async () => metadata as FunctionMetadata[],
  });
  const cancelled: string[] = [];
  const type = (a1: string, text: string): void => {
    const row = Number(a1.slice(1)) - 1;
    const column = a1.charCodeAt(0) - 65;
    workbook.setCellText('Sheet1', row, column, text);
    calculation.typed('Sheet1', row, column, text);
  };
  const shown = (a1: string) => calculation.calculated('Sheet1', Number(a1.slice(1)) - 1, a1.charCodeAt(0) - 65);
  return { workbook, calculation, calls, cancelled, type, shown };
}

beforeEach(() => {
  batch = 0;
});

test("the formulas typed in one task are called in one task, as Excel's recalculation calls them, each as Excel passes its arguments", async () => {
  const { calls, type, shown } = setUp();
  type('A2', 'OCM188R61A104KA01D');
  type('A3', 'OCM188R71H154KA01D');
  type('B2', '=PART.STATUS(A2)');
  type('B3', '=PART.STATUS(A3, "ja")');
  type('C1', '=PART.SPEC(A2:A3, "Capacitance")');
  expect(shown('B2')?.value).toEqual({ error: '#BUSY!' });
  await settled();
  expect(calls.map((call) => [call.id, call.task])).toEqual([
    ['STATUS', 1],
    ['STATUS', 1],
    ['SPEC', 1],
  ]);
  expect(calls.map((call) => call.args)).toEqual([
    [[['OCM188R61A104KA01D']], null],
    [[['OCM188R71H154KA01D']], 'ja'],
    [[['OCM188R61A104KA01D'], ['OCM188R71H154KA01D']], [['Capacitance']], null],
  ]);
  expect(calls[0].invocation).toMatchObject({
    address: 'Sheet1!B2',
    functionName: 'PART.STATUS',
    isInValuePreview: false,
  });
});

test('an answer spills right and down; a cell in the way gives #SPILL! with where, and clearing it spills', async () => {
  const { calls, type, shown, workbook } = setUp();
  type('C3', 'mine');
  type('B2', '=PART.FIELDS()');
  await settled();
  calls[0].settle([
    ['Partno', 'Status'],
    ['A', 'B'],
  ]);
  await settled();
  expect(shown('B2')?.value).toEqual({
    error: '#SPILL!',
    problem: { kind: 'spill', range: 'Sheet1!B2:C3', blocker: 'C3' },
  });
  // Nothing typed is lost.
  expect(workbook.cell('Sheet1', 2, 2)?.value).toBe('mine');
  type('C3', '');
  await settled();
  expect([shown('B2'), shown('C2'), shown('B3'), shown('C3')]).toEqual([
    { value: 'Partno' },
    { value: 'Status', spilledFrom: { row: 1, column: 1 } },
    { value: 'A', spilledFrom: { row: 1, column: 1 } },
    { value: 'B', spilledFrom: { row: 1, column: 1 } },
  ]);
  expect(shown('D2')).toBeUndefined();
  // Called once: a spill placed again is no call.
  expect(calls).toHaveLength(1);
});

test('a change to a cell a formula refers to calls it again; a change elsewhere does not', async () => {
  const { calls, type, shown } = setUp();
  type('A2', 'P1');
  type('B2', '=PART.STATUS($A$2)');
  await settled();
  calls[0].settle([['In Production']]);
  await settled();
  type('A5', 'elsewhere');
  await settled();
  expect(calls).toHaveLength(1);
  type('A2', 'P2');
  await settled();
  expect(calls.map((call) => call.args[0])).toEqual([[['P1']], [['P2']]]);
  calls[1].settle([['NRND']]);
  await settled();
  expect(shown('B2')?.value).toBe('NRND');
});

test("another formula's answer is read where it spilled, and its change calls the reader again", async () => {
  const { calls, type } = setUp();
  type('A1', '=PART.FIELDS()');
  type('C1', '=PART.STATUS(A1:A2)');
  await settled();
  calls[0].settle([['P1'], ['P2']]);
  await settled();
  const last = calls[calls.length - 1];
  expect(last.id).toBe('STATUS');
  expect(last.args[0]).toEqual([['P1'], ['P2']]);
});

test("editing a cancelable function's cell cancels its call, and its late answer never lands", async () => {
  const { calls, cancelled, type, shown } = setUp();
  type('B2', '=PART.FINDPARTS("Capacitance ge 1uF")');
  await settled();
  type('B2', 'typed over');
  expect(cancelled).toEqual(['Sheet1!B2']);
  calls[0].settle([['Partno'], ['X']]);
  await settled();
  expect(shown('B2')).toBeUndefined();
  expect(shown('B3')).toBeUndefined();
});

test('an error answer is shown with its words; text from the service stays text, never a formula', async () => {
  const { calls, type, shown, workbook } = setUp();
  type('B2', '=PART.STATUS("X")');
  type('B3', '=PART.FIELDS()');
  await settled();
  calls[0].settle(new Error('unused'));
  calls[1].settle([['=HYPERLINK("http://x")'], [{ code: '#N/A', message: 'Part not found: X' }]]);
  await settled();
  expect(shown('B2')?.value).toEqual({ error: '#VALUE!' });
  expect(shown('B3')?.value).toBe('=HYPERLINK("http://x")');
  expect(shown('B4')?.value).toEqual({ error: '#N/A', message: 'Part not found: X' });
  expect(workbook.cell('Sheet1', 2, 1)?.formula).toBe('=PART.FIELDS()');
  expect(workbook.cell('Sheet1', 3, 1)).toBeUndefined();
});

test('other formulas, unknown functions and calls Excel would refuse: said, never called', async () => {
  const { calls, type, shown } = setUp();
  type('A1', '=SUM(1,2)');
  type('A2', '=PART.SEARCH("x")');
  type('A3', '=PART.STATUS(A1, "ja", 3)');
  type('A4', '=PART.STATUS(B1:B2, B1:B2)');
  await settled();
  expect(calls).toEqual([]);
  expect(shown('A1')).toEqual({ value: '', notCalculated: true });
  expect(shown('A2')?.value).toEqual({ error: '#NAME?', problem: { kind: 'unknownFunction', name: 'PART.SEARCH' } });
  expect(shown('A3')?.value).toEqual({ error: '#VALUE!', problem: { kind: 'tooMany', most: 2 } });
  expect(shown('A4')?.value).toEqual({ error: '#VALUE!', problem: { kind: 'oneCell', parameter: 'lang' } });
});

test('functions.json that cannot be read is said in every PART cell', async () => {
  const workbook = new MemoryWorkbook();
  const calculation = new PreviewCalculation(workbook, {
    functionOf: () => () => 'never',
    metadata: () => Promise.reject(new Error('HTTP 404')),
  });
  workbook.setCellText('Sheet1', 0, 0, '=PART.FIELDS()');
  calculation.typed('Sheet1', 0, 0, '=PART.FIELDS()');
  await settled();
  expect(calculation.calculated('Sheet1', 0, 0)?.value).toEqual({
    error: '#N/A',
    problem: { kind: 'functionsNotLoaded', reason: 'HTTP 404' },
  });
});
