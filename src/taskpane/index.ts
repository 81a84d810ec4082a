// The task pane's entry on the shared runtime page, kept small on purpose: the page has already registered
// the functions (functions.js runs first), and the pane itself (React, Fluent UI, its views) is fetched from
// here, after them, so that a sheet of PART formulas never waits for the pane's code to arrive and be parsed.
import { displayLanguageFor } from '../core';
import { CODE_NOT_FETCHED, START_FAILED } from '../words/startFailed';
import { isCodeNotFetched } from './i18n/isCodeNotFetched';

/** Shown when the pane's code could not be fetched: nothing of it has loaded, so the text comes from here. */
function showLoadFailure(error: unknown): void {
  const container = document.getElementById('partspec-root');
  if (!container) return;
  const lang = displayLanguageFor('auto', navigator.language);
  const reason = isCodeNotFetched(error)
    ? CODE_NOT_FETCHED[lang]
    : error instanceof Error
      ? error.message
      : String(error);
  container.textContent = START_FAILED[lang].replace('{{reason}}', reason);
}

declare global {
  // React DevTools' hook: the extension defines it before any script of the page runs, when it is installed.
  var __REACT_DEVTOOLS_GLOBAL_HOOK__: { readonly isDisabled?: boolean } | undefined;
}

// React's development build (npm start's) asks in the console for its DevTools when the browser has none, so
// that a first load of the preview would print a message: a hook that is disabled says there are none to ask
// for. A browser with React DevTools installed has defined its own hook, which is kept.
globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= { isDisabled: true };

import(/* webpackChunkName: "pane" */ './startPane').then(({ startPane }) => startPane(), showLoadFailure);
