// What jsdom lacks and the pane's views (Fluent UI v9 among them) call, for the views tier (jest.config.js):
// each stands in for a browser feature that decides nothing a view test asserts.

// Fluent's Tabs, Popovers and overflow measure their elements as they change size; jsdom lays nothing out.
class NoResize {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoResize as unknown as typeof ResizeObserver;

// Fluent's motion and the preview's theme ask the media; jsdom answers no query.
window.matchMedia ??= (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// The views scroll a message or a condition into sight; jsdom has no scrolling.
Element.prototype.scrollIntoView ??= function scrollIntoView(): void {};

// jsdom 20 (jest-environment-jsdom 29's) has no TextEncoder or TextDecoder, which core reads and measures
// bytes with; Node's are the same WHATWG classes. Asked through Jest, so that the pane's tsconfig, which has
// no Node types, checks this file as it checks the views.
const nodeUtil = jest.requireActual<Pick<typeof globalThis, 'TextDecoder' | 'TextEncoder'>>('node:util');
globalThis.TextDecoder ??= nodeUtil.TextDecoder;
globalThis.TextEncoder ??= nodeUtil.TextEncoder;

// jsdom 20's AbortSignal keeps the reason but has no throwIfAborted, which core's and the jobs' loops call
// between steps: the standard method, over jsdom's own signal (so its events still reach jsdom's listeners).
AbortSignal.prototype.throwIfAborted ??= function throwIfAborted(this: AbortSignal): void {
  if (this.aborted) throw this.reason;
};
