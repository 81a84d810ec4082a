import type { ClientOptions, SnapshotStore } from '../core';
import { relayAccessToken } from './signIn/relaySignIn';
import type { Settings } from './settings';

/**
 * The client options the user's settings stand for: the service and the key (or the organisation's relay and
 * its token), the language, the rate limit,
 * and the snapshots kept in `snapshotStore` (none without one). The runtime's client and the pane's
 * connection test both start from these, so a test answers for the client the settings will make once
 * saved; the test gives no store, so that it asks the service itself.
 */
export function clientOptionsFrom(settings: Settings, snapshotStore?: SnapshotStore): ClientOptions {
  return {
    ...(settings.connection === 'relay'
      ? { baseUrl: settings.relayUrl, accessToken: relayAccessToken(settings.relayUrl, settings.relayToken) }
      : { baseUrl: settings.serviceUrl, apiKey: settings.apiKey }),
    lang: settings.lang,
    rate: { perSecond: settings.ratePerSecond, burst: settings.burst },
    // Off, the store is still given: Settings lists what it keeps, and can delete it.
    ...(snapshotStore
      ? {
          snapshots: {
            mode: settings.snapshotMode,
            store: snapshotStore,
            maxAgeMs: settings.snapshotMaxAgeHours * 3_600_000,
          },
        }
      : {}),
  };
}
