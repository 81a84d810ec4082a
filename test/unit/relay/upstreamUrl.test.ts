import { isRelayOptionError } from '../../../src/relay/errors';
import { upstreamService, upstreamUrl } from '../../../src/relay/upstreamUrl';

const CONFIGURED = [
  'http://127.0.0.1:3100',
  'http://127.0.0.1:3100/',
  'http://127.0.0.1:3100/base',
  'https://pis.example.com/base/',
];

/** How the relay built the service's URL before it checked anything: right for every path the add-in sends. */
function asBefore(serviceUrl: string, path: string): string {
  const target = new URL(serviceUrl.replace(/\/+$/, ''));
  return new URL(`${target.pathname.replace(/\/$/, '')}${path}`, target).href;
}

const SERVICE_PATHS = [
  '/',
  '/v2/products',
  "/v2/products?$filter=Partno%20eq%20'OCM188R61A104KA01D%7COCM188R61A104KA01'&lang=ja",
  '/v2/products?$filter=Partno%20eq%20%27A%7CB%27',
  '/v2/products?$filter=Tolerance%20eq%20%27%C2%B110%25%27&$orderby=Partno%20asc',
  '/v2/products?$filter=Description eq "a b"',
  '/v2/products/getproductdatadownloadurl?category=ceramicCapacitorsLead&lang=en',
  '/downloads/ceramicCapacitorsLead/ja/products.json?issued=1700000000&expires=604800&signature=Zm9v-YmFy_',
  // The query is the service's to read: what is refused in a path is plain data there.
  '/v2/products?$filter=Description%20eq%20%27a%2F%2Fb%5C..%27&next=http://elsewhere//x@y:1',
];

describe('the URL the relay forwards to', () => {
  test.each(CONFIGURED)('is the service path as before, below %s', (serviceUrl) => {
    const service = upstreamService(serviceUrl);
    for (const path of SERVICE_PATHS) {
      expect({ path, url: upstreamUrl(service, path)?.href }).toEqual({ path, url: asBefore(serviceUrl, path) });
    }
  });

  test('keeps the base path of the configured address', () => {
    expect(upstreamUrl(upstreamService('http://127.0.0.1:3100/base/'), '/v2/products?lang=de')?.href).toBe(
      'http://127.0.0.1:3100/base/v2/products?lang=de',
    );
    expect(upstreamUrl(upstreamService('http://127.0.0.1:3100/base'), '/')?.href).toBe('http://127.0.0.1:3100/base/');
  });

  const ESCAPES = [
    '//127.0.0.1:43913/admin',
    '//127.0.0.1:43913',
    '///127.0.0.1:43913/admin',
    '/v2//127.0.0.1:43913/admin',
    '/\\127.0.0.1:43913/admin',
    '/\\\\127.0.0.1:43913/admin',
    '/%2F%2F127.0.0.1:43913/admin',
    '/%2f%2f127.0.0.1/admin',
    '/%5C%5C127.0.0.1/admin',
    '/v2%2F..%2F..%2Fadmin',
    '/..//127.0.0.1:43913/admin',
    '/../admin',
    '/v2/../../admin',
    '/v2/%2E%2E/%2e%2e/admin',
    '/v2/.%2e/admin',
    '/./admin',
    '/v2/..;/admin',
    '/@127.0.0.1:43913/admin',
    '//user@127.0.0.1:43913/admin',
    '//user:secret@127.0.0.1:43913/admin',
    '/http://127.0.0.1:43913/admin',
    '/https:127.0.0.1:43913/admin',
    '//localhost:43913/admin',
    '//2130706433:43913/admin',
    '//0x7f000001:43913/admin',
    '//0177.0.0.1:43913/admin',
    // not starting with one "/": read as an address of its own, or glued onto the host's name
    '',
    'http://127.0.0.1:43913/admin',
    'https:127.0.0.1:43913/admin',
    '@127.0.0.1:43913/admin',
    '.evil.example/admin',
    ':43913/admin',
    '?$filter=x',
  ];

  test.each(CONFIGURED)('is none for a path that could leave the service at %s', (serviceUrl) => {
    const service = upstreamService(serviceUrl);
    for (const path of ESCAPES) {
      expect({ path, url: upstreamUrl(service, path)?.href }).toEqual({ path, url: undefined });
    }
  });

  test('keeps the userinfo of the configured address, and no request can set one', () => {
    const service = upstreamService('http://relay:pa%20ss@127.0.0.1:3100/base');
    expect(upstreamUrl(service, '/v2/products')?.href).toBe('http://relay:pa%20ss@127.0.0.1:3100/base/v2/products');
    expect(upstreamUrl(service, '/@127.0.0.1:43913/')).toBeUndefined();
  });

  test('is only ever http or https: anything else is refused as an option of the relay, saying what to give', () => {
    expect(() => upstreamService('file:///etc/passwd')).toThrow(
      expect.objectContaining({
        name: 'RelayOptionError',
        option: 'serviceUrl',
        message:
          "The relay forwards to an http or https service, not to a file address: give the service's https address.",
      }),
    );
    expect(() => upstreamService('not a url')).toThrow(
      expect.objectContaining({ name: 'RelayOptionError', option: 'serviceUrl' }),
    );
    // A password in an address that is not one is never repeated.
    let refused: unknown;
    try {
      upstreamService('https://relay:s3cret@[bad');
    } catch (error) {
      refused = error;
    }
    expect(isRelayOptionError(refused)).toBe(true);
    expect((refused as Error).message).not.toContain('s3cret');
  });
});
