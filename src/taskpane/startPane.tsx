// Starts the task pane on the shared runtime page. In Excel it works on the user's workbook; in a plain
// browser (no Office host) it runs in preview mode on an in-memory workbook shown under the pane.
import { createRoot } from 'react-dom/client';
import { detectHost } from '../office/host';
import { associatedFunction } from '../office/functionAssociations';
import { loadSettings } from '../office/settings';
import { ExcelWorkbook, MemoryWorkbook, PREVIEW_MAX_PAYLOAD_BYTES } from '../office/workbook';
import { App } from './App';
import { calculatedWorkbook } from './preview/formulas/calculatedWorkbook';
import { functionsMetadata } from './preview/formulas/functionsMetadata';
import { PreviewCalculation } from './preview/formulas/PreviewCalculation';
import { displayLanguageFor, switchDisplayLanguage, t } from './i18n/i18n';

declare global {
  // The browser tests read the in-memory workbook through this, in preview mode only. It holds no key or setting.
  var partspecPreview: { readonly workbook: MemoryWorkbook } | undefined;
}

async function start(): Promise<void> {
  const container = document.getElementById('partspec-root');
  if (!container) return;
  const host = await detectHost();
  const settings = await loadSettings();
  // Before the first render, so that the pane never shows in English first.
  await switchDisplayLanguage(displayLanguageFor(settings.displayLanguage, host.displayLanguage));
  if (host.kind === 'excel') {
    createRoot(container).render(<App host={host} workbook={new ExcelWorkbook()} initialSettings={settings} />);
    return;
  }
  // Small requests: the workbook is written on the page's own thread, which must stay free to hear Cancel.
  const workbook = new MemoryWorkbook({ sheets: ['Sheet1'], maxPayloadBytes: PREVIEW_MAX_PAYLOAD_BYTES });
  globalThis.partspecPreview = { workbook };
  // PART formulas typed into the grid are calculated by the functions the page associated, as Excel would.
  const calculation = new PreviewCalculation(workbook, {
    functionOf: associatedFunction,
    metadata: () => functionsMetadata(new URL('functions.json', document.baseURI)),
  });
  createRoot(container).render(
    <App
      host={host}
      workbook={workbook}
      preview={calculatedWorkbook(workbook, calculation)}
      initialSettings={settings}
    />,
  );
}

/** Starts the pane; when it cannot, says why where the pane would be. */
export async function startPane(): Promise<void> {
  try {
    await start();
  } catch (error) {
    // Nothing else can show it: React never started.
    const container = document.getElementById('partspec-root');
    if (container) {
      container.textContent = t('components.startFailed', {
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
