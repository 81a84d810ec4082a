import { useCallback, useEffect, useRef, useState } from 'react';
import type { LargeWriteQuestion } from '../logic/largeWrite';
import type { OverwriteQuestion } from '../logic/overwriteQuestion';

/** A question a job asks before it writes: over cells that hold something, or a very large table. */
export type JobQuestion =
  | { readonly kind: 'overwrite'; readonly overwrite: OverwriteQuestion }
  | { readonly kind: 'largeWrite'; readonly largeWrite: LargeWriteQuestion };

export interface ConfirmOverwrite {
  /** The open question, for ConfirmOverwriteDialog; undefined when none is open. */
  readonly question: JobQuestion | undefined;
  readonly answer: (yes: boolean) => void;
  /** JobContext.confirmOverwrite for one job: cancelling the job answers "keep" and closes the question. */
  readonly confirmFor: (signal: AbortSignal) => (overwrite: OverwriteQuestion) => Promise<boolean>;
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
    (signal: AbortSignal) => (overwrite: OverwriteQuestion) => ask(signal, { kind: 'overwrite', overwrite }),
    [ask],
  );
  const confirmLargeFor = useCallback(
    (signal: AbortSignal) => (largeWrite: LargeWriteQuestion) => ask(signal, { kind: 'largeWrite', largeWrite }),
    [ask],
  );

  return { question, answer, confirmFor, confirmLargeFor };
}
