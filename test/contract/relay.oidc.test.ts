/**
 * The relay with `auth: { oidc }` against a local OpenID provider's keys (a JWKS served on loopback): a token
 * signed by the provider, for this relay, unexpired, is let through; every other gets 401 and nothing reaches
 * the service.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { createClient, isAccessTokenError, systemClock } from '../../src/core';
import { type RelayLogEntry, type RunningRelay, startRelay } from '../../src/relay';
import { type RunningService, startService } from '../../src/service';
import { sharedStore } from '../../src/service/sharedStore';

const SERVICE_KEY = 'relay-oidc-test-service-key-55e0';
const ISSUER = 'https://login.example.test/tenant-a/v2.0';
const AUDIENCE = 'api://partspec-relay';
const TENANT = '7d1c0f7e-0000-4000-8000-00000000000a';
const ADD_IN_CLIENT_ID = '3f0e6c1a-0000-4000-8000-0000000000ad';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let service: RunningService;
let relay: RunningRelay;
let jwks: Server;
let providerKey: Key;
let strangerKey: Key;
const logs: RelayLogEntry[] = [];
const captured: string[] = [];
const issuedTokens: string[] = [];

async function token(
  claims: Record<string, unknown>,
  options: { key?: Key; issuer?: string; audience?: string; expiresIn?: string | number; kid?: string } = {},
): Promise<string> {
  const signed = await new SignJWT({ tid: TENANT, preferred_username: 'ana@example.test', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'provider-1' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject('ana')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(options.key ?? providerKey);
  issuedTokens.push(signed);
  return signed;
}

beforeAll(async () => {
  const provider = await generateKeyPair('RS256');
  providerKey = provider.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk: JWK = { ...(await exportJWK(provider.publicKey)), kid: 'provider-1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const jwksUri = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/keys`;
  service = await startService({ apiKeys: [SERVICE_KEY], rate: 10, burst: 20 });
  relay = await startRelay({
    serviceUrl: service.url,
    serviceKey: SERVICE_KEY,
    auth: {
      oidc: {
        issuer: ISSUER,
        audience: AUDIENCE,
        jwksUri,
        tenants: [TENANT],
        signIn: { clientId: ADD_IN_CLIENT_ID, scopes: [`${AUDIENCE}/access_as_user`] },
      },
    },
    log: (entry) => logs.push(entry),
  });
});
afterAll(async () => {
  await relay.close();
  await service.close();
  await new Promise<void>((resolve) => jwks.close(() => resolve()));
});

async function ask(bearer: string | undefined): Promise<Response> {
  const response = await fetch(`${relay.url}/v2/products?$filter=Partno%20eq%20'X'`, {
    headers: bearer === undefined ? {} : { authorization: `Bearer ${bearer}` },
  });
  captured.push(JSON.stringify([...response.headers]));
  return response;
}

test('GET /sign-in tells the add-in how to sign in with Microsoft, without a token', async () => {
  const response = await fetch(`${relay.url}/sign-in`);
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
    baseUrl: relay.url,
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
])('%s: 401, and nothing reaches the service', async (_name, make) => {
  const bearer = await make();
  const before = service.counts().requests;
  const response = await ask(bearer);
  expect(response.status).toBe(401);
  const { message } = (await response.json()) as { message: string };
  expect(message.length).toBeGreaterThan(10);
  if (bearer) expect(message).not.toContain(bearer.slice(0, 20));
  expect(service.counts().requests).toBe(before);
});

test('the SDK with an expired sign-in asks for a fresh one once, then says the token is refused', async () => {
  const asked: boolean[] = [];
  const client = createClient({
    baseUrl: relay.url,
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
  expect(everything).not.toContain(SERVICE_KEY);
  for (const issued of issuedTokens) expect(everything).not.toContain(issued);
});
