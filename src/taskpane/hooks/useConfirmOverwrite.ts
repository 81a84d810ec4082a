import { useCallback, useEffect, useRef, useState } from 'react';
import type { RangeAddress } from '../../office/workbook';
import type { LargeWriteQuestion } from '../logic/largeWrite';

/** A question a job asks before it writes: over cells that hold something, or a very large table. */
export type JobQuestion =
  | {
      readonly kind: 'overwrite';
      /** What the job would do, for people: "Sheet1!C2:F120 holds values. Replace them?". */
      readonly description: string;
    }
  | { readonly kind: 'largeWrite'; readonly largeWrite: LargeWriteQuestion };

export interface ConfirmOverwrite {
  /** The open question, for ConfirmOverwriteDialog; undefined when none is open. */
  readonly question: JobQuestion | undefined;
  readonly answer: (yes: boolean) => void;
  /** JobContext.confirmOverwrite for one job: cancelling the job answers "keep" and closes the question. */
  readonly confirmFor: (signal: AbortSignal) => (range: RangeAddress, description: string) => Promise<boolean>;
  /** JobContext.confirmLargeWrite for one job: cancelling the job answers "no". */
  readonly confirmLargeFor: (signal: AbortSignal) => (question: LargeWriteQuestion) => Promise<boolean>;
}

export function useConfirmOverwrite(): ConfirmOverwrite {
  const [question, setQuestion] = useState<JobQuestion | undefined>();
  const pending = useRef<((yes: boolean) => void) | undefined>(undefined);

  const answer = useCallback((yes: boolean) => {
    const resolve = pending.current;
    pending.current = undefined;
    setQuestion(undefined);
    resolve?.(yes);
  }, []);

  useEffect(() => () => answer(false), [answer]);

  const ask = useCallback(
    (signal: AbortSignal, asked: JobQuestion) =>
      new Promise<boolean>((resolve) => {
        if (signal.aborted) return resolve(false);
        pending.current?.(false);
        pending.current = resolve;
        setQuestion(asked);
        signal.addEventListener('abort', () => answer(false), { once: true });
      }),
    [answer],
  );

  const confirmFor = useCallback(
    (signal: AbortSignal) => (_range: RangeAddress, description: string) =>
      ask(signal, { kind: 'overwrite', description }),
    [ask],
  );
  const confirmLargeFor = useCallback(
    (signal: AbortSignal) => (largeWrite: LargeWriteQuestion) => ask(signal, { kind: 'largeWrite', largeWrite }),
    [ask],
  );

  return { question, answer, confirmFor, confirmLargeFor };
}
