import type { MsalAccount, MsalModule, MsalResult, NestableApp } from '../../src/office/signIn/relaySignIn';

/**
 * MSAL as its standard client behaves (what `createNestablePublicClientApplication` gives where Excel's bridge
 * is missing), against an identity provider with sessions: only the rules the sign-in depends on, each as
 * MSAL has it (msal-browser's StandardController and its silent and popup clients):
 * - `acquireTokenSilent` without an account (and no active account) throws BrowserAuthError
 *   `no_account_error`, which is no InteractionRequiredAuthError; with one, its cached token, or a new one
 *   (forceRefresh, or none cached) while the user's session lasts, else InteractionRequiredAuthError;
 * - `ssoSilent` finds the session of the login hint (without a hint, the only session), caches the account
 *   and gives a token; no such session is InteractionRequiredAuthError `login_required`;
 * - `acquireTokenPopup` is the user signing in (the hint's user, or `popupUser`): a session, the account
 *   cached, a token;
 * - `getAllAccounts` lists the accounts cached.
 * Every call is recorded as a line: `silent <user>[ refresh]`, `ssoSilent [hint]`, `popup [hint]`.
 */

export class InteractionRequiredAuthError extends Error {
  override readonly name = 'InteractionRequiredAuthError';
  constructor(readonly errorCode: string) {
    super(`${errorCode}: interaction required`);
  }
}

export class BrowserAuthError extends Error {
  override readonly name = 'BrowserAuthError';
  constructor(readonly errorCode: string) {
    super(errorCode);
  }
}

export interface FakeMsalOptions {
  /** Users with a session at the identity provider (signed in there before, e.g. to Office on the web). */
  readonly sessions?: readonly string[];
  /** Who signs in when a window opens without a hint. */
  readonly popupUser?: string;
  /** Every silent call fails with this (a network failure, say) instead. */
  readonly silentFailure?: Error;
}

export interface FakeMsal {
  readonly module: MsalModule;
  readonly calls: string[];
  readonly configurations: unknown[];
  /** Ends the user's session at the identity provider (signed out, or expired). */
  endSession(user: string): void;
}

const accountOf = (user: string): MsalAccount => ({
  homeAccountId: `${user}.home`,
  environment: 'login.microsoftonline.com',
  tenantId: 'contoso',
  username: user,
  localAccountId: `${user}.local`,
});

export function fakeMsal(options: FakeMsalOptions = {}): FakeMsal {
  const sessions = new Set(options.sessions ?? []);
  const cached = new Map<string, { account: MsalAccount; token: string }>();
  const calls: string[] = [];
  const configurations: unknown[] = [];
  let issued = 0;
  const issue = (user: string): MsalResult => {
    const entry = { account: accountOf(user), token: `jwt-${user}-${(issued += 1)}` };
    cached.set(user, entry);
    return { accessToken: entry.token, account: entry.account };
  };
  const app: NestableApp = {
    acquireTokenSilent: async (request) => {
      const user = request.account?.username;
      calls.push(`silent ${user ?? '(no account)'}${request.forceRefresh ? ' refresh' : ''}`);
      if (options.silentFailure) throw options.silentFailure;
      if (!request.account) throw new BrowserAuthError('no_account_error');
      const entry = cached.get(request.account.username);
      if (entry && !request.forceRefresh) return { accessToken: entry.token, account: entry.account };
      if (!sessions.has(request.account.username)) throw new InteractionRequiredAuthError('login_required');
      return issue(request.account.username);
    },
    ssoSilent: async (request) => {
      calls.push(`ssoSilent${request.loginHint ? ` ${request.loginHint}` : ''}`);
      if (options.silentFailure) throw options.silentFailure;
      const user = request.loginHint ?? (sessions.size === 1 ? [...sessions][0] : undefined);
      if (!user || !sessions.has(user)) throw new InteractionRequiredAuthError('login_required');
      return issue(user);
    },
    acquireTokenPopup: async (request) => {
      calls.push(`popup${request.loginHint ? ` ${request.loginHint}` : ''}`);
      const user = request.loginHint ?? options.popupUser ?? 'someone@contoso.example';
      sessions.add(user);
      return issue(user);
    },
    getAllAccounts: () => [...cached.values()].map((entry) => entry.account),
  };
  const module: MsalModule = {
    createNestablePublicClientApplication: async (configuration) => {
      configurations.push(configuration);
      return app;
    },
    InteractionRequiredAuthError,
  };
  return { module, calls, configurations, endSession: (user) => sessions.delete(user) };
}
