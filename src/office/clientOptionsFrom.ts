import type { ClientOptions } from '../core';
import type { Settings } from './settings';

/**
 * The client options the user's settings stand for: the service, the key, the language and the rate
 * limit. The runtime's client and the pane's connection test both start from these, so a test answers for
 * the client the settings will make once saved.
 */
export function clientOptionsFrom(settings: Settings): ClientOptions {
  return {
    baseUrl: settings.serviceUrl,
    apiKey: settings.apiKey,
    lang: settings.lang,
    rate: { perSecond: settings.ratePerSecond, burst: settings.burst },
  };
}
