import { useCallback, useSyncExternalStore } from 'react';
import type { PreviewWorkbook } from './previewWorkbook';

/** Re-renders the caller whenever the in-memory workbook changes (a job writing, the user typing). */
export function useWorkbookVersion(workbook: PreviewWorkbook): number {
  const subscribe = useCallback((listener: () => void) => workbook.subscribe(listener), [workbook]);
  return useSyncExternalStore(subscribe, () => workbook.version);
}
