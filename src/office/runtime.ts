import { createClient, type PartSpecClient } from '../core';
import { loadSettings, type Settings } from './settings';

interface RuntimeState {
  current?: { settings: Settings; client: PartSpecClient };
}

/**
 * The runtime page loads two bundles, functions.js and taskpane.js, and webpack gives each its own copy of
 * every module: a module-level variable here would give the functions and the pane a client (and a rate
 * limiter) each. The state therefore lives on the page's global object, under a key both copies share.
 */
const STATE_KEY = Symbol.for('partspec.runtime');

function state(): RuntimeState {
  const scope = globalThis as unknown as Record<symbol, RuntimeState | undefined>;
  return (scope[STATE_KEY] ??= {});
}

function sameService(a: Settings, b: Settings): boolean {
  return (
    a.apiKey === b.apiKey && a.serviceUrl === b.serviceUrl && a.ratePerSecond === b.ratePerSecond && a.burst === b.burst
  );
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
        baseUrl: settings.serviceUrl,
        apiKey: settings.apiKey,
        lang: settings.lang,
        rate: { perSecond: settings.ratePerSecond, burst: settings.burst },
      }),
    };
  }
  return { client: runtime.current.client, settings };
}
