// Where the pane runs: in Excel (through Office.js) or in a plain browser (preview mode, against an in-memory
// workbook). Office.js is reached through narrow hand-written shapes, so this file type-checks in Node too
// and the pane never touches Office.js itself (docs/architecture.md, Conventions: office/ is the only layer that does).

import { abortableWait, type Clock, systemClock } from '../core';

export type HostKind = 'excel' | 'preview';
export type Theme = 'light' | 'dark';

export interface HostInfo {
  readonly kind: HostKind;
  readonly theme: Theme;
  /**
   * The user's display language as a BCP 47 tag (`ja-JP`, `zh-CN`, `en-US`): Office's in Excel, the
   * browser's in preview mode; undefined when neither says.
   */
  readonly displayLanguage?: string;
}

interface OfficeShape {
  onReady(): Promise<{ host: unknown }>;
  context?: { officeTheme?: { bodyBackgroundColor?: string }; displayLanguage?: string };
}

interface MediaQueryShape {
  readonly matches: boolean;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

interface HostScope {
  Office?: OfficeShape;
  matchMedia?: (query: string) => MediaQueryShape;
  navigator?: { readonly language?: string };
}

/**
 * Office.onReady answers within a second or two in Excel and at once in a browser that loaded office.js; it
 * can stay silent when office.js loaded but its host bridge did not. Long enough for a slow Excel start,
 * short enough that a browser showing the preview does not look hung.
 */
export const OFFICE_READY_TIMEOUT_MS = 5_000;

const DARK_QUERY = '(prefers-color-scheme: dark)';

function defaultScope(): HostScope {
  return globalThis as unknown as HostScope;
}

/**
 * The user's display language as a BCP 47 tag, read at once: Office's once Office.js has loaded (a custom
 * function runs only then), else the browser's; undefined when neither says.
 */
export function hostDisplayLanguage(scope: HostScope = defaultScope()): string | undefined {
  return scope.Office?.context?.displayLanguage ?? scope.navigator?.language;
}

/** `#RRGGBB` (or `#RGB`) -> whether it is a dark colour, by its relative luminance; undefined when unreadable. */
export function isDarkColour(colour: string): boolean | undefined {
  const hex = colour.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return undefined;
  const [red, green, blue] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue < 0.5;
}

function browserTheme(scope: HostScope): Theme {
  return scope.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

function officeTheme(scope: HostScope): Theme {
  const background = scope.Office?.context?.officeTheme?.bodyBackgroundColor;
  const dark = background === undefined ? undefined : isDarkColour(background);
  // Excel for Mac and older builds have no officeTheme: the system's choice is the best guess left.
  return dark === undefined ? browserTheme(scope) : dark ? 'dark' : 'light';
}

/**
 * Excel when office.js loaded and Office.onReady names Excel as the host; preview otherwise: at once when
 * office.js is missing (a browser offline or with the CDN blocked), as soon as onReady names no host, and
 * after `timeoutMs` (on `clock`, the system's by default) when onReady never answers.
 */
export async function detectHost(
  options: { readonly scope?: HostScope; readonly timeoutMs?: number; readonly clock?: Clock } = {},
): Promise<HostInfo> {
  const scope = options.scope ?? defaultScope();
  const office = scope.Office;
  const browser = { kind: 'preview' as const, theme: browserTheme(scope), displayLanguage: scope.navigator?.language };
  if (!office || typeof office.onReady !== 'function') return browser;
  let info: { host: unknown } | undefined;
  try {
    info = await abortableWait(office.onReady(), {
      deadline: {
        clock: options.clock ?? systemClock,
        ms: options.timeoutMs ?? OFFICE_READY_TIMEOUT_MS,
        error: () => new Error('Office.onReady did not answer'),
      },
    });
  } catch {
    // Failed or silent: either way this is not an Excel that can be used.
    info = undefined;
  }
  if (info?.host === 'Excel') {
    return { kind: 'excel', theme: officeTheme(scope), displayLanguage: office.context?.displayLanguage };
  }
  return browser;
}

/**
 * Calls `listener` when the browser's colour scheme changes, in preview mode; returns the unsubscribe.
 * (Excel's theme is read once: it changes rarely, and reopening the pane picks it up.)
 */
export function watchPreviewTheme(listener: (theme: Theme) => void, scope: HostScope = defaultScope()): () => void {
  const query = scope.matchMedia?.(DARK_QUERY);
  if (!query?.addEventListener) return () => undefined;
  const changed = (): void => listener(query.matches ? 'dark' : 'light');
  query.addEventListener('change', changed);
  return () => query.removeEventListener?.('change', changed);
}
