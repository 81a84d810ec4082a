/**
 * What testing the connection found (connectionAnswerText words it, in the words of Settings): the service or
 * the relay answered and accepted the key or token; a relay that answers only requests needing no CORS (it
 * was not started to allow the add-in's origin) or none at all; or the error the request failed with.
 */
export type ConnectionAnswer =
  | { readonly kind: 'answered'; readonly connection: 'service' | 'relay'; readonly url: string }
  | { readonly kind: 'relayRefusedOrigin' | 'relayUnreachable'; readonly url: string; readonly origin: string }
  | { readonly kind: 'failed'; readonly error: unknown };
