import { RelayOptionError } from './errors';
/** The one service a relay forwards to, parsed once from its configured address. */
export interface UpstreamService {
  /** The configured address, parsed: every forwarded URL must keep its scheme, host, port and userinfo. */
  readonly url: URL;
  /** Scheme, userinfo and host as they are written before a path: `http://127.0.0.1:3100`. */
  readonly root: string;
  /** The configured path without its trailing `/`: `''` or `/base`. Every forwarded path starts under it. */
  readonly basePath: string;
}

/**
 * What a forwarded path may not hold. The service's own paths (`/v2/products`,
 * `/downloads/<category>/<lang>/products.json`) hold none of these; each one can make a server, a proxy
 * or a URL parser on the way read a different host or a path outside the base path than the one checked.
 */
const AMBIGUOUS_PATH_PARTS: readonly RegExp[] = [
  // "//" starts a protocol-relative reference ("//host:port/..."), and some servers merge it into "/".
  /\/\//,
  // URL parsers read "\" as "/" in http(s) addresses ("/\host"), and some servers do too.
  /\\/,
  // Servers that decode before routing turn an encoded "/" or "\" into the two above.
  /%(2f|5c)/i,
  // A dot segment, plain or encoded, climbs out of the base path once resolved ("/base/../admin").
  /(^|\/)(\.|%2e){1,2}(\/|$)/i,
  // "@" reads as userinfo and ":" as a scheme or port wherever a path is taken for an address
  // ("@host", "https:host"); ";" starts path parameters, which some servers drop ("..;/" is "../" to them).
  /[@:;]/,
];

/**
 * Parses the configured service address; anything but an http(s) address is a mistake in the host's
 * configuration, refused as a RelayOptionError of `serviceUrl`.
 */
export function upstreamService(serviceUrl: string): UpstreamService {
  let url: URL;
  try {
    url = new URL(serviceUrl);
  } catch {
    throw new RelayOptionError(
      'serviceUrl',
      `The relay's service address is no address: give the service's http or https address, such as https://service.example.com.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RelayOptionError(
      'serviceUrl',
      `The relay forwards to an http or https service, not to a ${url.protocol.slice(0, -1)} address: give the service's https address.`,
    );
  }
  const userinfo = url.username ? `${url.username}${url.password ? `:${url.password}` : ''}@` : '';
  return { url, root: `${url.protocol}//${userinfo}${url.host}`, basePath: url.pathname.replace(/\/+$/, '') };
}

/**
 * The service's URL for a request's path and query (`/v2/products?$filter=...`), or undefined when the
 * path could reach anything else. The request's part is appended to the configured root and base path as
 * text, so it is never resolved as a URL reference of its own; the result is then checked, so that no
 * form missed above can change where it goes.
 */
export function upstreamUrl(service: UpstreamService, pathAndQuery: string): URL | undefined {
  const path = pathAndQuery.split(/[?#]/, 1)[0];
  if (!path.startsWith('/') || AMBIGUOUS_PATH_PARTS.some((part) => part.test(path))) return undefined;
  let url: URL;
  try {
    url = new URL(`${service.root}${service.basePath}${pathAndQuery}`);
  } catch {
    return undefined;
  }
  return staysWithin(service, url) ? url : undefined;
}

function staysWithin(service: UpstreamService, url: URL): boolean {
  const configured = service.url;
  return (
    url.protocol === configured.protocol &&
    url.hostname === configured.hostname &&
    url.port === configured.port &&
    url.username === configured.username &&
    url.password === configured.password &&
    url.pathname.startsWith(`${service.basePath}/`)
  );
}
