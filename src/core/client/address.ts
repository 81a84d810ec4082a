/**
 * The parts of a request address that messages may show. A relative base such as `/api` (the add-in
 * host's relay) has no origin of its own: it is resolved against the page when there is one.
 */
function parsed(address: string): URL | undefined {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  try {
    return new URL(address, page);
  } catch {
    return undefined;
  }
}

/** `https://host:port`, or the address up to its path when it cannot be resolved. Never the query. */
export function originOf(address: string): string {
  return parsed(address)?.origin ?? address.replace(/[?#].*$/, '').replace(/\/v2\/.*$/, '');
}

/** The path alone, without the query (which holds the filter, never shown in a 404 message). */
export function pathOf(address: string): string {
  return parsed(address)?.pathname ?? address.replace(/[?#].*$/, '');
}
