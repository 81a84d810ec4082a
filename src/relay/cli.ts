import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_RELAY_RATE, type RelayAuth } from './options';
import { startRelay } from './startRelay';
import { tokenLifeMs } from './auth/tokenLife';
import { RelayOptionError } from './errors';
import type { ListedToken } from './state/RedisTokenStore';
import { issueToken, listTokens, revokeToken } from './tokenAdmin';

const USAGE = `npm run relay -- [options]                 start a relay instance
npm run relay -- issue-token NAME --redis-url URL [--expires 90d]
                           print a new token for NAME (Redis keeps only its hash); NAME's earlier tokens end
npm run relay -- revoke-token NAME --redis-url URL  end NAME's tokens on every instance
npm run relay -- list-tokens --redis-url URL        names, ids, issue dates, expiry and last use (no token)
  (the token commands need the service key too, as the relay: token records are authenticated with it)

Options (each also from the environment variable shown):
  --service-url URL        the service's address                  PARTSPEC_SERVICE_URL
  --service-key-file PATH  a file holding the service key         PARTSPEC_SERVICE_KEY (the key itself)
  --redis-url URL          shared state of a team of instances    PARTSPEC_REDIS_URL
  --tokens-file PATH       relay tokens, one per line             PARTSPEC_RELAY_TOKENS (comma-separated)
  --oidc-issuer URL --oidc-audience ID --oidc-jwks-uri URL [--oidc-tenants ID,ID]
                           sign-in with an OpenID provider instead of tokens
  --oidc-required-scopes S,S --oidc-required-roles R,R
                           a token must carry one of these (default: the sign-in's scopes)
  --sign-in-client-id ID --sign-in-scopes SCOPE,SCOPE [--sign-in-authority URL]
                           what the add-in signs in with (Microsoft, nested app authentication)
  --cors-origin URL,URL     the add-in's origins (its pages call the relay)  PARTSPEC_CORS_ORIGINS
  --port N (3200)  --host ADDRESS (127.0.0.1)  --public-url URL
  --rate N (${DEFAULT_RELAY_RATE.perSecond})  --burst N (${DEFAULT_RELAY_RATE.burst})   the key's limit at the service
  --answers-max-bytes N    bytes of answers kept over all instances (256 MiB)  PARTSPEC_ANSWERS_MAX_BYTES
  --redis-timeout-ms N     longest wait for a Redis command (250)
  --metrics-per-user       count requests per user in /metrics (names hashed)
  --metrics-token-file PATH  a token /metrics asks for       PARTSPEC_METRICS_TOKEN (the token itself)
  --instance-id NAME       this instance's name in /health and the logs (default: relay- and a random id)
The service key is never a flag: a flag shows in the process list.`;

/** The flags that take a value: parseArgs gives each as text (or undefined), which main checks and reads. */
const VALUE_FLAGS = [
  'service-url',
  'service-key-file',
  'service-key',
  'redis-url',
  'tokens-file',
  'oidc-issuer',
  'oidc-audience',
  'oidc-jwks-uri',
  'oidc-tenants',
  'oidc-required-scopes',
  'oidc-required-roles',
  'sign-in-client-id',
  'sign-in-scopes',
  'sign-in-authority',
  'port',
  'host',
  'public-url',
  'cors-origin',
  'rate',
  'burst',
  'expires',
  'answers-max-bytes',
  'redis-timeout-ms',
  'metrics-token-file',
  'instance-id',
] as const;

const FLAGS = {
  ...(Object.fromEntries(VALUE_FLAGS.map((name) => [name, { type: 'string' }])) as Record<
    (typeof VALUE_FLAGS)[number],
    { type: 'string' }
  >),
  'metrics-per-user': { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

function numberFlag(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new RelayOptionError(name, `--${name} must be a number, not "${text}".`);
  return value;
}

function linesOf(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** list-tokens' table: one line per live token, no token or hash in it. */
function tokenTable(tokens: readonly ListedToken[]): string {
  if (tokens.length === 0) return 'No tokens are issued on this Redis.';
  const day = (ms: number | undefined, none: string): string =>
    ms === undefined ? none : new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  const rows = tokens.map((token) => [
    token.name,
    token.id,
    day(token.issuedAt, ''),
    day(token.expiresAt, 'never'),
    day(token.lastUsedAt, 'not used'),
  ]);
  const header = ['name', 'id', 'issued (UTC)', 'expires', 'last used'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ')).join('\n');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: FLAGS, allowPositionals: true });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values['service-key'] !== undefined) {
    throw new RelayOptionError(
      'serviceKey',
      'The service key is never a flag (it would show in the process list): put it in PARTSPEC_SERVICE_KEY or in a file named by --service-key-file.',
    );
  }
  const redisUrl = values['redis-url'] ?? process.env.PARTSPEC_REDIS_URL;
  const keyFile = values['service-key-file'];
  const serviceKey = keyFile ? readFileSync(keyFile, 'utf8').trim() : (process.env.PARTSPEC_SERVICE_KEY ?? '');
  const [command, name] = positionals;
  if (command === 'issue-token' || command === 'revoke-token' || command === 'list-tokens') {
    if (!redisUrl || (command !== 'list-tokens' && !name)) {
      throw new RelayOptionError(
        'redisUrl',
        `${command} needs ${command === 'list-tokens' ? '' : 'a NAME and '}the instances' Redis (--redis-url or PARTSPEC_REDIS_URL).`,
      );
    }
    if (command === 'issue-token') {
      const lifeMs = values.expires === undefined ? undefined : tokenLifeMs(values.expires);
      const { token, record } = await issueToken({ redisUrl, serviceKey, name, lifeMs });
      // The token alone on stdout (for a script to take); what it is, on stderr.
      console.log(token);
      console.error(
        `${name}'s token (id ${record.id}) ${record.expiresAt === undefined ? 'does not expire (give --expires 90d for one that does)' : `expires ${new Date(record.expiresAt).toISOString()}`}; ${name}'s earlier tokens are ended.`,
      );
    } else if (command === 'revoke-token') {
      console.log(
        (await revokeToken({ redisUrl, serviceKey, name }))
          ? `${name}'s tokens are ended on every instance.`
          : `${name} had no token on Redis; any an instance remembers is ended too.`,
      );
    } else {
      console.log(tokenTable(await listTokens({ redisUrl, serviceKey })));
    }
    return;
  }
  if (command !== undefined) throw new RelayOptionError('command', `Unknown command "${command}".\n${USAGE}`);
  const serviceUrl = values['service-url'] ?? process.env.PARTSPEC_SERVICE_URL;
  if (!serviceUrl)
    throw new RelayOptionError(
      'serviceUrl',
      `The service's address is missing: --service-url or PARTSPEC_SERVICE_URL.\n${USAGE}`,
    );
  const issuer = values['oidc-issuer'];
  let auth: RelayAuth;
  if (issuer) {
    const audience = values['oidc-audience'];
    const jwksUri = values['oidc-jwks-uri'];
    if (!audience || !jwksUri)
      throw new RelayOptionError('oidc', '--oidc-issuer needs --oidc-audience and --oidc-jwks-uri too.');
    const tenants = values['oidc-tenants'] ? linesOf(values['oidc-tenants']) : undefined;
    const clientId = values['sign-in-client-id'];
    const scopes = values['sign-in-scopes'] ? linesOf(values['sign-in-scopes']) : [];
    if (clientId && scopes.length === 0)
      throw new RelayOptionError('oidc.signIn', '--sign-in-client-id needs --sign-in-scopes too.');
    const authority = values['sign-in-authority'];
    const signIn = clientId ? { clientId, scopes, ...(authority ? { authority } : {}) } : undefined;
    const requiredScopes = values['oidc-required-scopes'] ? linesOf(values['oidc-required-scopes']) : undefined;
    const requiredRoles = values['oidc-required-roles'] ? linesOf(values['oidc-required-roles']) : undefined;
    auth = {
      oidc: {
        issuer,
        audience,
        jwksUri,
        ...(tenants ? { tenants } : {}),
        ...(signIn ? { signIn } : {}),
        ...(requiredScopes ? { requiredScopes } : {}),
        ...(requiredRoles ? { requiredRoles } : {}),
      },
    };
  } else {
    const tokensFile = values['tokens-file'];
    const listed = tokensFile ? readFileSync(tokensFile, 'utf8') : (process.env.PARTSPEC_RELAY_TOKENS ?? '');
    auth = { tokens: linesOf(listed) };
  }
  const relay = await startRelay({
    serviceUrl,
    serviceKey,
    redisUrl,
    auth,
    port: numberFlag('port', values.port) ?? 3200,
    host: values.host,
    publicUrl: values['public-url'],
    corsOrigins: linesOf(values['cors-origin'] ?? process.env.PARTSPEC_CORS_ORIGINS ?? ''),
    rate: { perSecond: numberFlag('rate', values.rate), burst: numberFlag('burst', values.burst) },
    redisTimeoutMs: numberFlag('redis-timeout-ms', values['redis-timeout-ms']),
    metricsPerUser: values['metrics-per-user'] === true,
    metricsToken: values['metrics-token-file']
      ? readFileSync(values['metrics-token-file'], 'utf8').trim()
      : process.env.PARTSPEC_METRICS_TOKEN || undefined,
    instanceId: values['instance-id'],
    answersMaxBytes: numberFlag(
      'answers-max-bytes',
      values['answers-max-bytes'] ?? process.env.PARTSPEC_ANSWERS_MAX_BYTES,
    ),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void relay.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error(`npm run relay: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
