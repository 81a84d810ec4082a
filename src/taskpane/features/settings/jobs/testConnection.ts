import { answersWithoutCors, createClient, type FetchFunction, isNetworkError } from '../../../../core';
import { clientOptionsFrom } from '../../../../office/clientOptionsFrom';
import { type Settings, validSettings } from '../../../../office/settings';
import type { ConnectionAnswer } from '../logic/connectionAnswer';

/**
 * A part number no product can have (the service's part numbers hold no spaces): a search for it is
 * the cheapest request that still goes through the key check and the search operation, and matches nothing.
 */
const NO_SUCH_PART = 'PARTSPEC CONNECTION TEST';

/**
 * Whether the service answers with these settings, before they are saved: one search with a client of
 * its own, few retries and a short timeout, so that a wrong address fails in seconds rather than after
 * the full retry schedule. The answer says what answered, or why nothing did (Settings words it, where
 * it is shown). Settings that Save would refuse throw SettingsError, before any request.
 */
export async function testConnection(settings: Settings, fetch?: FetchFunction): Promise<ConnectionAnswer> {
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
    return valid.connection === 'relay'
      ? { kind: 'answered', connection: 'relay', url: valid.relayUrl }
      : { kind: 'answered', connection: 'service', url: valid.serviceUrl };
  } catch (error) {
    // A relay that a page of this origin cannot read, though it answers: it was not started to allow the
    // add-in's origin. The browser says only "failed"; a request that needs no CORS tells the two apart.
    // The advice for the service's own address (use /api, the host's relay) would be wrong for a relay.
    const origin = pageOrigin();
    if (valid.connection === 'relay' && origin !== undefined && isNetworkError(error) && error.browserGaveNoReason) {
      const answers = await answersWithoutCors(`${valid.relayUrl.replace(/\/+$/, '')}/health`, fetch ? { fetch } : {});
      return { kind: answers ? 'relayRefusedOrigin' : 'relayUnreachable', url: valid.relayUrl, origin };
    }
    return { kind: 'failed', error };
  }
}

/** The origin of the pane's page (the add-in's), where there is a page. */
function pageOrigin(): string | undefined {
  // This file is also compiled without the DOM library (the functions' and tests' tsconfig).
  const origin = (globalThis as { location?: { readonly origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : undefined;
}
