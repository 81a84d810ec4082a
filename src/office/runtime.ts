import { createClient, type PartSpecClient, type SnapshotStore } from '../core';
import { clientOptionsFrom } from './clientOptionsFrom';
import { RuntimeProductFiles } from './RuntimeProductFiles';
import { loadSettings, type Settings } from './settings';
import { IndexedDbSnapshotStore } from './snapshots';

interface RuntimeState {
  current?: { settings: Settings; client: PartSpecClient };
  /** Where snapshots are kept: IndexedDB where the runtime has it (Excel, a browser), else none. */
  snapshotStore?: SnapshotStore | null;
  /** Where category files are read: one for the runtime, so that a worker that cannot start is said once. */
  productFiles?: RuntimeProductFiles;
}

/**
 * The runtime page loads two bundles, functions.js and taskpane.js. The build makes them one module graph
 * (webpack.config.js: the pane's entry depends on the functions' one), so this module, core and its rate
 * limiters exist once on the page. The state also lives on the page's global object, under a key any copy
 * would share, so that a second copy of this module (a build that splits the graph again) still finds the
 * one client; it cannot share core's error classes or limiter registry, which is why the build must not.
 */
const STATE_KEY = Symbol.for('partspec.runtime');

function state(): RuntimeState {
  const scope = globalThis as unknown as Record<symbol, RuntimeState | undefined>;
  return (scope[STATE_KEY] ??= {});
}

/** The settings the runtime's client is built from: a change to any of them builds a new one. */
const SERVICE_SETTINGS = [
  'connection',
  'apiKey',
  'serviceUrl',
  'relayUrl',
  'relayToken',
  'ratePerSecond',
  'burst',
  'snapshotMode',
  'snapshotMaxAgeHours',
] as const satisfies readonly (keyof Settings)[];

function sameService(a: Settings, b: Settings): boolean {
  return SERVICE_SETTINGS.every((setting) => a[setting] === b[setting]);
}

/**
 * Replaces where the runtime keeps snapshots (tests, benchmarks; null: none), and drops the runtime's
 * client, as a restart of Excel would: the next one reads what the store kept. undefined goes back to the
 * store the runtime offers.
 */
export function setSnapshotStore(store: SnapshotStore | null | undefined): void {
  const runtime = state();
  runtime.snapshotStore = store;
  runtime.current = undefined;
}

/**
 * The runtime's snapshot store: IndexedDB, which survives a restart of Excel, where the runtime offers it;
 * none in Node (tests give a client their own store).
 */
function snapshotStore(runtime: RuntimeState): SnapshotStore | undefined {
  if (runtime.snapshotStore === undefined) {
    runtime.snapshotStore = IndexedDbSnapshotStore.isAvailable() ? new IndexedDbSnapshotStore() : null;
  }
  return runtime.snapshotStore ?? undefined;
}

function productFiles(runtime: RuntimeState): RuntimeProductFiles {
  return (runtime.productFiles ??= new RuntimeProductFiles());
}

/** Where the runtime reads category files, in Diagnostics' words. */
export function categoryFilesWhere(): string {
  return productFiles(state()).where;
}

/**
 * The one client of the runtime, for the settings in force now. Custom functions and the task pane share
 * it, and with it one rate limiter and one lookup cache; a changed key or URL gives a new one at once.
 */
export async function currentClient(): Promise<{ client: PartSpecClient; settings: Settings }> {
  const settings = await loadSettings();
  const runtime = state();
  if (!runtime.current || !sameService(runtime.current.settings, settings)) {
    runtime.current = {
      settings,
      client: createClient({
        ...clientOptionsFrom(settings, snapshotStore(runtime)),
        productFiles: productFiles(runtime).source,
      }),
    };
  }
  return { client: runtime.current.client, settings };
}
