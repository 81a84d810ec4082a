import { ServiceUrlError } from './errors/ServiceUrlError';

/**
 * A path on the page's own server, such as `/api` (the add-in host's relay): one leading slash, then only
 * the characters of a plain path. Neither `//host` nor `/\host`, which a URL parser reads as another host,
 * nor a `@`, `:`, space or control character, where a pasted credential could hide.
 */
const SAME_ORIGIN_PATH = /^\/(?:[A-Za-z0-9._~%-]+(?:\/[A-Za-z0-9._~%-]+)*)?$/;

/** An absolute address as it must begin: a scheme then exactly two slashes. */
const ABSOLUTE = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/(?!\/)/;

/**
 * The service's address as every request is built on it, or ServiceUrlError saying what to enter. The one
 * check of a service URL, made by Settings before saving and by createClient before any request: an
 * absolute `http(s)` address, or a same-origin path such as `/api`; no user name or password anywhere, no
 * query or fragment (the request's own path and query are appended), and no character a URL parser would
 * drop or reinterpret. The error never repeats what was entered when it could not be read, since a
 * pasted key may be in it; for an address that was read, it repeats its scheme and host alone.
 *
 * The result has no trailing slash; an absolute one has its scheme and host as a URL parser writes them
 * (lower case, no default port).
 */
export function checkServiceUrl(given: string): string {
  // A caller in JavaScript, or settings saved by hand, may give anything.
  if (typeof given !== 'string') throw new ServiceUrlError('notWebAddress');
  const text = given.trim().replace(/\/+$/, '');
  if (text.startsWith('/') || text === '') {
    if (text === '' || !SAME_ORIGIN_PATH.test(text)) {
      throw new ServiceUrlError('notWebAddress');
    }
    return text;
  }
  // Every character a URL parser would silently drop (tabs, line ends) or turn into a slash (backslash),
  // and those no one sees (zero-width spaces, bidirectional controls), which could hide what the address is.
  if (/[\s\\\p{Cc}\p{Cf}]/u.test(text) || !ABSOLUTE.test(text)) {
    throw new ServiceUrlError('notWebAddress');
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ServiceUrlError('notWebAddress');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ServiceUrlError('notWebAddress');
  }
  const shown = `${url.protocol}//${url.host}`;
  if (url.username !== '' || url.password !== '') {
    throw new ServiceUrlError('credentialsInAddress', shown);
  }
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(text)) {
    throw new ServiceUrlError('queryInAddress', shown);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
