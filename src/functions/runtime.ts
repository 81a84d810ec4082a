import { createClient, type PartSpecClient } from '../core';
import { loadSettings, type Settings } from '../office/settings';

let current: { settings: Settings; client: PartSpecClient } | undefined;

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
  if (!current || !sameService(current.settings, settings)) {
    current = {
      settings,
      client: createClient({
        baseUrl: settings.serviceUrl,
        apiKey: settings.apiKey,
        lang: settings.lang,
        rate: { perSecond: settings.ratePerSecond, burst: settings.burst },
      }),
    };
  }
  return { client: current.client, settings };
}
