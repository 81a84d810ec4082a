import { createClient, type FetchFunction } from '../../core';
import { clientOptionsFrom } from '../../office/clientOptionsFrom';
import type { Settings } from '../../office/settings';
import { describeError } from '../logic/describeError';

/**
 * A part number no product can have (the service's part numbers hold no spaces): a search for it is
 * the cheapest request that still goes through the key check and the search operation, and matches nothing.
 */
const NO_SUCH_PART = 'PARTSPEC CONNECTION TEST';

/**
 * Whether the service answers with these settings, before they are saved: one search with a client of
 * its own, few retries and a short timeout, so that a wrong address fails in seconds rather than after
 * the full retry schedule. The message says what answered, or what to fix.
 */
export async function testConnection(
  settings: Settings,
  fetch?: FetchFunction,
): Promise<{ ok: boolean; message: string }> {
  const client = createClient({
    ...clientOptionsFrom(settings),
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
      message: `The service at ${settings.serviceUrl} answered and accepted the API key. Save the settings to use them.`,
    };
  } catch (error) {
    return { ok: false, message: describeError(error) };
  }
}
