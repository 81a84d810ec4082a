/**
 * Why a request got no whole answer, in words that are safe to show: never the address, the filter or a
 * header. Runtimes put the request's URL into their messages (Node: "Failed to parse URL from
 * /api/v2/products?$filter=..."), so a cause's own message is shown only when it holds nothing that looks
 * like an address, and then shortened.
 */
export function failureReason(cause: unknown): string | undefined {
  const codes = codesOf(cause);
  for (const code of codes) {
    const known = REASONS_BY_CODE[code];
    if (known) return known;
    if (code.startsWith('Z_')) return 'the answer arrived damaged (its compression is corrupt)';
    if (code.startsWith('ERR_TLS') || code.includes('CERT')) return 'its certificate was not accepted';
  }
  for (const message of messagesOf(cause)) {
    if (message === 'terminated') return 'the connection closed before the whole answer arrived';
    if (BROWSER_FAILURE.test(message)) {
      // Browsers say no more than this, whatever happened: offline, a wrong address, or a refused CORS request.
      return 'the browser could not complete the request (offline, a wrong address, or a service that does not accept calls from this page)';
    }
    if (message === 'fetch failed' || UNSAFE.test(message)) continue;
    return message.length > 120 ? `${message.slice(0, 117)}…` : message;
  }
  return undefined;
}

/** What browsers say when fetch fails, whatever happened (Chromium, Safari, Firefox). */
const BROWSER_FAILURE = /^failed to fetch$|^load failed$|^networkerror/i;

/**
 * Whether the runtime was a browser that gave no reason for the failure: offline, a wrong address and a
 * request refused for want of CORS headers all look the same then.
 */
export function browserGaveNoReason(cause: unknown): boolean {
  return codesOf(cause).length === 0 && messagesOf(cause).some((message) => BROWSER_FAILURE.test(message));
}

/** What may be part of an address or a query: such a message is not shown. */
const UNSAFE = /[/\\?=&@]|https?:|%[0-9a-f]{2}/i;

const REASONS_BY_CODE: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'the connection was refused (is the service running at that address?)',
  ECONNRESET: 'the connection was reset',
  ENOTFOUND: 'the host name was not found',
  EAI_AGAIN: 'the host name could not be looked up',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  EPIPE: 'the connection closed while the request was being sent',
  UND_ERR_SOCKET: 'the connection closed before the whole answer arrived',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  ERR_INVALID_URL: 'the service URL is not a usable address',
};

/** An error and its causes, outermost first (Node's fetch nests the socket's error as `cause`). */
function chainOf(error: unknown): object[] {
  const chain: object[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && chain.length < 4 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The `code`s of an error and its causes, outermost first (`UND_ERR_SOCKET`, `Z_DATA_ERROR`, `ECONNREFUSED`). */
export function codesOf(error: unknown): string[] {
  return chainOf(error).flatMap(({ code }: { code?: unknown }) => (typeof code === 'string' ? [code] : []));
}

function messagesOf(error: unknown): string[] {
  return chainOf(error).flatMap(({ message }: { message?: unknown }) =>
    typeof message === 'string' && message.trim() !== '' ? [message.trim()] : [],
  );
}
