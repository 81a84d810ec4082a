/**
 * Names of the performance marks the runtime page sets as it starts (`performance.mark`), so that a
 * benchmark or a person with the browser's tools can read how long each step took from the page's start:
 * the functions are registered first; the pane's views come after, on demand.
 */
export const STARTUP_MARKS = {
  /** Every PART function is associated with its id: Excel can calculate them from here on. */
  functionsRegistered: 'functions registered',
  /** The pane has drawn its first view. */
  paneShown: 'pane shown',
} as const;

/** Sets a mark where the page has the User Timing API (every browser; Node has it too). */
export function markStartup(name: (typeof STARTUP_MARKS)[keyof typeof STARTUP_MARKS]): void {
  globalThis.performance?.mark?.(name);
}
