/** Origins the relay says it refused, at most: past it, one more line says others are not said each. */
const MAX_SAID = 100;

/**
 * The origins whose pages called the relay without being allowed (not in corsOrigins): each is said once in
 * the log, with the flag that allows it, since the page itself only sees a request that failed with no
 * reason. Anything that is not an origin (`https://host[:port]`) is said as such, never repeated as it came.
 */
export class RefusedOrigins {
  private readonly said = new Set<string>();

  /** The log line's words for a refused origin, the first time it is seen; undefined after. */
  refused(origin: string): string | undefined {
    const known = isOrigin(origin) ? origin : '(not an origin)';
    if (this.said.has(known) || this.said.size > MAX_SAID) return undefined;
    this.said.add(known);
    if (this.said.size > MAX_SAID) return `more than ${MAX_SAID} origins were refused: the others are not said each`;
    if (known !== origin) return 'a page sent an Origin that is not an origin; it got no CORS headers';
    return `a page of ${origin} called the relay and got no CORS headers, so its browser keeps the answer from it: if it is the add-in's origin, start the relay with --cors-origin ${origin} (corsOrigins)`;
  }
}

function isOrigin(text: string): boolean {
  if (text.length > 200) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}
