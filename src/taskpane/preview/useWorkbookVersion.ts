import { useEffect, useState } from 'react';
import { throttled } from '../logic/throttled';
import type { PreviewWorkbook } from './previewWorkbook';

/**
 * The least time between two drawings of the workbook for its changes. A job writes a category in hundreds
 * of small requests, a few milliseconds each (so that Cancel is heard between them): drawing the sheet after
 * every one of them cost more than the writing. Ten drawings a second still show the rows arriving.
 */
export const REDRAW_INTERVAL_MS = 100;

/**
 * Re-renders the caller when the in-memory workbook changes (a job writing, the user typing): at once after a
 * quiet spell, and otherwise at most once every REDRAW_INTERVAL_MS, with the last change always drawn. The
 * grid's own clicks and keys draw at once through its own state; this is for what others write.
 */
export function useWorkbookVersion(workbook: PreviewWorkbook): number {
  const [version, setVersion] = useState(workbook.version);
  useEffect(() => {
    const redraw = throttled(setVersion, REDRAW_INTERVAL_MS);
    const stop = workbook.subscribe(() => redraw.report(workbook.version));
    // A change between the first drawing and this subscription.
    redraw.report(workbook.version);
    return () => {
      stop();
      redraw.stop();
    };
  }, [workbook]);
  return version;
}
