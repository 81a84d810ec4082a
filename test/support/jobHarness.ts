/**
 * What the task pane gives a job (JobContext), made for tests: an in-memory workbook, a Cancel button
 * (the controller), every progress report and every overwrite question kept, and the answer to give.
 * The unit tests pass a fake client; the contract tests a real one against the reference service.
 */
import type { CellValue, Filter, Language, PartSpecClient } from '../../src/core';
import { MemoryWorkbook, type RangeAddress } from '../../src/office/workbook';
import type { InsertSearchRequest } from '../../src/taskpane/features/search/jobs/insertSearch';
import type { JobContext } from '../../src/taskpane/jobs/types';
import type { JobProgress } from '../../src/taskpane/logic/jobProgress';
import type { LargeWriteQuestion } from '../../src/taskpane/logic/largeWrite';
import type { OverwriteQuestion } from '../../src/taskpane/logic/overwriteQuestion';
import { overwriteQuestionText } from '../../src/taskpane/wording/overwriteQuestionText';
import { progressText } from '../../src/taskpane/wording/progressText';

/** A progress report a job made, with the line the pane shows under its bar (progressText). */
export type HeardProgress = JobProgress & { readonly text: string };

/** An overwrite question a job asked: its facts, which cells, and as the pane's dialog words it. */
export interface AskedOverwrite {
  readonly question: OverwriteQuestion;
  readonly range: RangeAddress;
  readonly description: string;
}

export interface JobHarness {
  readonly context: JobContext;
  readonly workbook: MemoryWorkbook;
  /** The pane's Cancel button; `cancel(harness)` presses it. */
  readonly controller: AbortController;
  readonly progress: HeardProgress[];
  /** Every overwrite question the job asked, in order. */
  readonly confirmations: AskedOverwrite[];
  /** Every large-write question the job asked, in order (only with the `confirmLarge` option). */
  readonly largeWrites: LargeWriteQuestion[];
}

export interface JobHarnessOptions {
  /** Default: a new workbook with one empty sheet, Sheet1. */
  readonly workbook?: MemoryWorkbook;
  /** Default `en`. */
  readonly lang?: Language;
  /** The answer to every overwrite question; default false (keep the cells). */
  readonly confirm?: boolean;
  /**
   * The answer to every large-write question, or one per question in order (the last repeated); without
   * it the context has no confirmLargeWrite, and nothing is asked, however large.
   */
  readonly confirmLarge?: boolean | readonly boolean[];
  /** Called after each progress report is kept, e.g. to cancel at a given point (cancelWhen). */
  readonly onProgress?: (progress: HeardProgress, harness: JobHarness) => void;
  /** The job's clock; default the system's. */
  readonly now?: () => Date;
}

export function jobHarness(client: PartSpecClient, options: JobHarnessOptions = {}): JobHarness {
  const workbook = options.workbook ?? new MemoryWorkbook({ sheets: ['Sheet1'] });
  const controller = new AbortController();
  const progress: HeardProgress[] = [];
  const confirmations: AskedOverwrite[] = [];
  const largeWrites: LargeWriteQuestion[] = [];
  const { confirmLarge } = options;
  const largeAnswer = (index: number): boolean =>
    typeof confirmLarge === 'boolean'
      ? confirmLarge
      : (confirmLarge?.[Math.min(index, confirmLarge.length - 1)] ?? false);
  const harness: JobHarness = {
    workbook,
    controller,
    progress,
    confirmations,
    largeWrites,
    context: {
      client,
      workbook,
      lang: options.lang ?? 'en',
      signal: controller.signal,
      onProgress: (one) => {
        const heard = { ...one, text: progressText(one) };
        progress.push(heard);
        options.onProgress?.(heard, harness);
      },
      confirmOverwrite: async (question) => {
        confirmations.push({ question, range: question.range, description: overwriteQuestionText(question) });
        return options.confirm ?? false;
      },
      ...(confirmLarge !== undefined
        ? {
            confirmLargeWrite: async (question: LargeWriteQuestion) => {
              largeWrites.push(question);
              return largeAnswer(largeWrites.length - 1);
            },
          }
        : {}),
      ...(options.now ? { now: options.now } : {}),
    },
  };
  return harness;
}

/** Presses Cancel as the pane does (useJobRunner aborts with this reason). */
export function cancel(harness: JobHarness): void {
  harness.controller.abort(new Error('Cancelled from the pane.'));
}

/** An onProgress for jobHarness that presses Cancel at every progress report `when` accepts. */
export function cancelWhen(
  when: (progress: HeardProgress) => boolean,
): (progress: HeardProgress, harness: JobHarness) => void {
  return (progress, harness) => {
    if (when(progress)) cancel(harness);
  };
}

/** A report of the fetching phase that counts something found: products of a search, bytes of a download. */
export function somethingFetched(progress: JobProgress): boolean {
  return progress.phase === 'fetching' && progress.done > 0;
}

const EVERY_PRODUCT: Filter = { conditions: [] };

/** An Insert-into-sheet request: every product, the service's order, every column, display units, a new sheet. */
export function searchRequest(change: Partial<InsertSearchRequest> = {}): InsertSearchRequest {
  return { filter: EVERY_PRODUCT, orderby: [], numberUnits: 'display', destination: 'newSheet', ...change };
}

/**
 * A new sheet's values from the table's header (A2) down: the "as of" line above it left out (it is
 * written once the table is complete, so a cancelled one's row 1 is empty).
 */
export function tableValues(workbook: MemoryWorkbook, sheet: string): CellValue[][] {
  const values = workbook.values(sheet);
  const first = values[0] ?? [];
  return String(first[0]).startsWith('As of ') || first.every((cell) => cell === '') ? values.slice(1) : values;
}
