import { createClient, type FetchFunction } from '../../core';
import { clientOptionsFrom } from '../../office/clientOptionsFrom';
import { type Settings, validSettings } from '../../office/settings';
import { t } from '../i18n/i18n';
import { describeError } from '../logic/describeError';

/**
 * A part number no product can have (the service's part numbers hold no spaces): a search for it is
 * the cheapest request that still goes through the key check and the search operation, and matches nothing.
 */
const NO_SUCH_PART = 'PARTSPEC CONNECTION TEST';

/**
 * Whether the service answers with these settings, before they are saved: one search with a client of
 * its own, few retries and a short timeout, so that a wrong address fails in seconds rather than after
 * the full retry schedule. The message says what answered, or what to fix (in the words of Settings,
 * where it is shown). Settings that Save would refuse throw SettingsError, before any request.
 */
export async function testConnection(
  settings: Settings,
  fetch?: FetchFunction,
): Promise<{ ok: boolean; message: string }> {
  // What Save would refuse is refused here too (thrown, for the form to show on its field): `not a url`
  // would otherwise be sent as a path of the pane's own address.
  const valid = validSettings(settings);
  const client = createClient({
    ...clientOptionsFrom(valid),
    timeoutMs: 10_000,
    retries: { throttled: 2, failures: 1 },
    backoff: { baseDelayMs: 250, maxDelayMs: 2_000 },
    ...(fetch ? { fetch } : {}),
  });
  try {
    await client.search({
      filter: { conditions: [{ kind: 'string', item: 'Partno', operator: 'eq', values: [NO_SUCH_PART] }] },
    });
    return {
      ok: true,
      message:
        valid.connection === 'relay'
          ? t('jobs.testConnection.okRelay', { url: valid.relayUrl })
          : t('jobs.testConnection.ok', { url: valid.serviceUrl }),
    };
  } catch (error) {
    return { ok: false, message: describeError(error, { inSettings: true }) };
  }
}
