// The task pane entry of the shared runtime page. The pane itself (search, whole categories, BOM refresh,
// settings) is the task-pane issue's; until then it says that the functions are ready. The DOM is typed
// here by hand, as little as is used, so that the rest of the project type-checks without the DOM library.
interface Page {
  document?: { getElementById(id: string): { textContent: string | null } | null };
  Office?: { onReady(callback: (info: { host: unknown }) => void): void };
}

const page = globalThis as Page;

function show(text: string): void {
  const status = page.document?.getElementById('partspec-status');
  if (status) status.textContent = text;
}

if (page.Office) {
  page.Office.onReady(() => show('PartSpec functions are ready: type =PART.SPEC(A2, "Capacitance") in a cell.'));
} else {
  show('Open this page from Excel: PartSpec runs as an Excel add-in.');
}
