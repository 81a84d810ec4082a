/**
 * The relay with `auth: { oidc }` against a local OpenID provider's keys (a JWKS served on loopback), its state
 * on a real Redis (Debian's redis-server, no persistence), as a careful resource server: a token signed by the
 * provider, for this relay, with an expiry it has not reached, not before its time, and a scope or role that
 * lets it in, is let through; every other gets 401 and nothing reaches the service; a provider whose keys
 * cannot be had (500, garbage, not a key set) gets 503, as the token may be good.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { createClient, isAccessTokenError, systemClock } from '../../src/core';
import { type RunningRelay, startRelay } from '../../src/relay';
import { sharedStore } from '../../src/service/sharedStore';
import { TEST_KEY } from '../support/referenceService';
import { useRelayOnRedis } from '../support/useRelayOnRedis';

const ISSUER = 'https://login.example.test/tenant-a/v2.0';
const AUDIENCE = 'api://partspec-relay';
const TENANT = '7d1c0f7e-0000-4000-8000-00000000000a';
const ADD_IN_CLIENT_ID = '3f0e6c1a-0000-4000-8000-0000000000ad';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let jwks: Server;
let jwksBase: string;
let providerKey: Key;
let strangerKey: Key;
const captured: string[] = [];
const issuedTokens: string[] = [];

async function token(
  claims: Record<string, unknown>,
  options: {
    key?: Key;
    issuer?: string;
    audience?: string;
    /** null: a token with no `exp` at all. */
    expiresIn?: string | number | null;
    kid?: string;
    notBefore?: number;
    issuedAt?: number;
  } = {},
): Promise<string> {
  // The add-in's sign-in grants the relay's scope (scp), as Microsoft Entra ID writes it.
  const jwt = new SignJWT({ tid: TENANT, preferred_username: 'ana@example.test', scp: 'access_as_user', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'provider-1' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject('ana')
    .setIssuedAt(options.issuedAt);
  if (options.expiresIn !== null) jwt.setExpirationTime(options.expiresIn ?? '10m');
  if (options.notBefore !== undefined) jwt.setNotBefore(options.notBefore);
  const signed = await jwt.sign(options.key ?? providerKey);
  issuedTokens.push(signed);
  return signed;
}

beforeAll(async () => {
  const provider = await generateKeyPair('RS256');
  providerKey = provider.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk: JWK = { ...(await exportJWK(provider.publicKey)), kid: 'provider-1', alg: 'RS256', use: 'sig' };
  // /keys: the provider's key set; /failing-500, /failing-garbage, /failing-shape: a provider in trouble.
  jwks = createServer((request, response) => {
    if (request.url === '/failing-500') {
      response.writeHead(500).end('Internal Server Error');
    } else if (request.url === '/failing-garbage') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('<html>maintenance</html>');
    } else if (request.url === '/failing-shape') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"keys":"none"}');
    } else {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [publicJwk] }));
    }
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksBase = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())));

// The provider's keys are served from the file's first hook on: the relay, started after it, reads them there.
const running = useRelayOnRedis({
  service: { rate: 10, burst: 20 },
  relay: () => ({
    auth: {
      oidc: {
        issuer: ISSUER,
        audience: AUDIENCE,
        jwksUri: `${jwksBase}/keys`,
        tenants: [TENANT],
        signIn: { clientId: ADD_IN_CLIENT_ID, scopes: [`${AUDIENCE}/access_as_user`] },
      },
    },
  }),
});
const { logs } = running;

async function ask(bearer: string | undefined, to: RunningRelay = running.relay): Promise<Response> {
  const response = await fetch(`${to.url}/v2/products?$filter=Partno%20eq%20'X'`, {
    headers: bearer === undefined ? {} : { authorization: `Bearer ${bearer}` },
  });
  captured.push(JSON.stringify([...response.headers]));
  return response;
}

test('GET /sign-in tells the add-in how to sign in with Microsoft, without a token', async () => {
  const response = await fetch(`${running.relay.url}/sign-in`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    kind: 'microsoft',
    clientId: ADD_IN_CLIENT_ID,
    scopes: [`${AUDIENCE}/access_as_user`],
  });
});

test("a token of the organisation's provider, for this relay: answered, and the user named by it", async () => {
  const partno = sharedStore().products[5].record.Partno;
  const client = createClient({
    baseUrl: running.relay.url,
    accessToken: async () => token({}),
    clock: { ...systemClock },
  });
  const found = await client.lookup([partno]);
  expect(found.get(partno)?.record.Partno).toBe(partno);
  expect(logs.some((entry) => entry.event === 'request' && entry.user === `ana@example.test@${TENANT}`)).toBe(true);
});

test.each([
  ['no token', async () => undefined],
  ['an expired token', async () => token({}, { expiresIn: Math.floor(Date.now() / 1000) - 600 })],
  ['a token for another audience', async () => token({}, { audience: 'api://another-app' })],
  ['a token of another issuer', async () => token({}, { issuer: 'https://login.example.test/tenant-b/v2.0' })],
  ['a token signed by another key', async () => token({}, { key: strangerKey })],
  ['a token of another tenant', async () => token({ tid: '00000000-0000-4000-8000-0000000000bb' })],
  ['a token naming an unknown key', async () => token({}, { kid: 'not-published' })],
  ['not a JWT at all', async () => 'not.a.jwt'],
  ['a token with no expiry', async () => token({}, { expiresIn: null })],
  [
    'a token not valid for another 10 minutes',
    async () => token({}, { notBefore: Math.floor(Date.now() / 1000) + 600 }),
  ],
  ['a token issued 10 minutes from now', async () => token({}, { issuedAt: Math.floor(Date.now() / 1000) + 600 })],
  ['a token with no scope and no role', async () => token({ scp: undefined })],
  ['a token with another scope only', async () => token({ scp: 'User.Read Mail.Read' })],
  [
    'an application token with a role this relay does not take',
    async () => token({ scp: undefined, roles: ['Other.All'] }),
  ],
])('%s: 401, and nothing reaches the service', async (_name, make) => {
  const bearer = await make();
  const before = running.service.counts().requests;
  const response = await ask(bearer);
  expect(response.status).toBe(401);
  const { message } = (await response.json()) as { message: string };
  expect(message.length).toBeGreaterThan(10);
  if (bearer) expect(message).not.toContain(bearer.slice(0, 20));
  expect(running.service.counts().requests).toBe(before);
});

test('a clock a little behind the provider is forgiven: nbf and iat up to a minute ahead', async () => {
  const soon = Math.floor(Date.now() / 1000) + 30;
  expect((await ask(await token({}, { notBefore: soon, issuedAt: soon }))).status).toBe(200);
});

describe('required scopes and roles', () => {
  let strict: RunningRelay;
  beforeAll(async () => {
    strict = await running.instance({
      auth: {
        oidc: {
          issuer: ISSUER,
          audience: AUDIENCE,
          jwksUri: `${jwksBase}/keys`,
          requiredScopes: ['PartSpec.Use'],
          requiredRoles: ['PartSpec.Service'],
        },
      },
    });
  });

  test.each([
    ['a user with the required scope among others', { scp: 'openid PartSpec.Use' }, 200],
    ['an application with the required role', { scp: undefined, roles: ['PartSpec.Service'] }, 200],
    ["the add-in's default scope, not required here", { scp: 'access_as_user' }, 401],
    ['a role not required here', { scp: undefined, roles: ['PartSpec.Admin'] }, 401],
  ])('%s', async (_name, claims, status) => {
    const response = await ask(await token(claims), strict);
    expect(response.status).toBe(status);
    if (status === 401) {
      expect(((await response.json()) as { message: string }).message).toMatch(
        /a scope of PartSpec\.Use, or a role of PartSpec\.Service/,
      );
    }
  });
});

test.each(['500', 'garbage', 'shape'])(
  'a provider whose keys cannot be had (%s): 503, the token may be good, and nothing reaches the service',
  async (trouble) => {
    const troubled = await startRelay(
      running.relayOptions({
        auth: { oidc: { issuer: ISSUER, audience: AUDIENCE, jwksUri: `${jwksBase}/failing-${trouble}` } },
      }),
    );
    try {
      const before = running.service.counts().requests;
      const response = await ask(await token({}), troubled);
      expect(response.status).toBe(503);
      expect(((await response.json()) as { message: string }).message).toMatch(/could not check sign-ins just now/);
      expect(running.service.counts().requests).toBe(before);
    } finally {
      await troubled.close();
    }
  },
);

test('the SDK with an expired sign-in asks for a fresh one once, then says the token is refused', async () => {
  const asked: boolean[] = [];
  const client = createClient({
    baseUrl: running.relay.url,
    accessToken: async ({ refresh }) => {
      asked.push(refresh);
      return token({}, { expiresIn: Math.floor(Date.now() / 1000) - 600 });
    },
    clock: { ...systemClock },
  });
  const error = await client.lookup(['ANY']).catch((caught: unknown) => caught);
  expect(isAccessTokenError(error)).toBe(true);
  expect(asked).toEqual([false, true]);
});

afterAll(() => {
  const everything = [...captured, ...logs.map((entry) => JSON.stringify(entry))].join('\n');
  expect(everything).not.toContain(TEST_KEY);
  for (const issued of issuedTokens) expect(everything).not.toContain(issued);
});
