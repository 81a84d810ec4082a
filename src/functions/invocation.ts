/// <reference types="custom-functions-runtime" />

/**
 * What Excel passes last to every custom function: whether the call is a value preview (Excel evaluating
 * a formula while it is typed, CustomFunctionsRuntime 1.5) and, for a cancelable function, where to hear
 * that the call was cancelled (a recalculation, the cell edited).
 */

/** What an uncached cell shows in value preview: the formula's real value comes once it is entered. */
export const PREVIEW_PLACEHOLDER = '…';

/**
 * Whether Excel is only previewing the formula's value while it is typed: then the function answers from
 * what is already known and sends no request (a half-typed range would otherwise cost one per keystroke).
 * Any truthy value counts: the runtime documents a string.
 */
export function inValuePreview(invocation: CustomFunctions.Invocation | undefined): boolean {
  return Boolean(invocation?.isInValuePreview);
}

/** An AbortSignal that Excel's cancelling of the call aborts; undefined for a call that cannot be cancelled. */
export function cancelSignal(invocation: CustomFunctions.CancelableInvocation | undefined): AbortSignal | undefined {
  if (!invocation) return undefined;
  const controller = new AbortController();
  invocation.onCanceled = () => controller.abort(new Error('Excel cancelled the calculation.'));
  return controller.signal;
}
