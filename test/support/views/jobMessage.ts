import { screen, waitFor, within } from '@testing-library/react';

/** The tab panel of a view of the pane, by its tab's name ("Search", "BOM"...). */
export function viewPanel(view: string): HTMLElement {
  return screen.getByRole('tabpanel', { name: view });
}

/**
 * The job status at the top of a view (the panel's first live region, JobStatus's), in a visible panel only:
 * its text, title first ("Done Wrote 12 products…"), and its colour as the MessageBar's intent.
 */
export function jobMessage(view: string): { readonly text: string; readonly intent: string | undefined } {
  const status = within(viewPanel(view)).getAllByRole('status')[0];
  const bar = status.querySelector('[data-intent]');
  return { text: status.textContent ?? '', intent: bar?.getAttribute('data-intent') ?? undefined };
}

/** Waits until the job status at the top of `view` says something, and returns it. */
export async function jobEnded(view: string): Promise<{ readonly text: string; readonly intent: string | undefined }> {
  await waitFor(() => expect(jobMessage(view).text).not.toBe(''));
  return jobMessage(view);
}
