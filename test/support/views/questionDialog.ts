import { screen, within } from '@testing-library/react';

/**
 * A question the pane asks in a modal dialog (ConfirmOverwriteDialog), by its title, and its buttons by name.
 *
 * Queried with `hidden: true`: Fluent's focus manager (Tabster) finds nothing visible in a page jsdom never
 * lays out, so it focuses the dialog's surface through its fallback, which marks the surface aria-hidden for
 * that moment and, in jsdom, not always back. In a browser the dialog and its buttons are exposed as usual
 * (the browser tests answer the same questions).
 */
export async function questionDialog(title: string): Promise<{
  readonly dialog: HTMLElement;
  readonly button: (name: string) => HTMLElement;
}> {
  const dialog = await screen.findByRole('alertdialog', { name: title, hidden: true });
  return { dialog, button: (name) => within(dialog).getByRole('button', { name, hidden: true }) };
}

/** Whether a question dialog is open. */
export function anyQuestionOpen(): boolean {
  return screen.queryByRole('alertdialog', { hidden: true }) !== null;
}
