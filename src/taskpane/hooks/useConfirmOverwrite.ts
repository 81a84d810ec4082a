import { useCallback, useEffect, useRef, useState } from 'react';
import type { RangeAddress } from '../../office/workbook';

export interface ConfirmOverwrite {
  /** The open question, for ConfirmOverwriteDialog; undefined when none is open. */
  readonly description: string | undefined;
  readonly answer: (replace: boolean) => void;
  /** JobContext.confirmOverwrite for one job: cancelling the job answers "keep" and closes the question. */
  readonly confirmFor: (signal: AbortSignal) => (range: RangeAddress, description: string) => Promise<boolean>;
}

export function useConfirmOverwrite(): ConfirmOverwrite {
  const [description, setDescription] = useState<string | undefined>();
  const pending = useRef<((replace: boolean) => void) | undefined>(undefined);

  const answer = useCallback((replace: boolean) => {
    const resolve = pending.current;
    pending.current = undefined;
    setDescription(undefined);
    resolve?.(replace);
  }, []);

  useEffect(() => () => answer(false), [answer]);

  const confirmFor = useCallback(
    (signal: AbortSignal) => (_range: RangeAddress, question: string) =>
      new Promise<boolean>((resolve) => {
        if (signal.aborted) return resolve(false);
        pending.current?.(false);
        pending.current = resolve;
        setDescription(question);
        signal.addEventListener('abort', () => answer(false), { once: true });
      }),
    [answer],
  );

  return { description, answer, confirmFor };
}
