import type { AccessTokenSource } from '../core';
import { requirementSupported, type RequirementsScope } from './requirements';

/** How the relay says its users sign in (its GET /sign-in). */
export type RelaySignInAdvice =
  | {
      readonly kind: 'microsoft';
      readonly clientId: string;
      readonly authority?: string;
      readonly scopes: readonly string[];
    }
  | { readonly kind: 'token' | 'bearer' };

/** What of MSAL the sign-in uses: loaded only when a relay asks for it (a chunk of its own in the add-in). */
export interface MsalModule {
  createNestablePublicClientApplication(configuration: {
    auth: { clientId: string; authority?: string };
  }): Promise<NestableApp>;
}

/** The part of MSAL's PublicClientApplication the sign-in calls. */
export interface NestableApp {
  acquireTokenSilent(request: { scopes: string[]; forceRefresh?: boolean }): Promise<{ accessToken: string }>;
  acquireTokenPopup(request: { scopes: string[] }): Promise<{ accessToken: string }>;
}

export interface RelaySignInOptions {
  /** @default globalThis.fetch */
  readonly fetch?: typeof globalThis.fetch;
  /** Where Office is found (tests give their own). */
  readonly scope?: RequirementsScope;
  /** @default import('@azure/msal-browser') */
  readonly loadMsal?: () => Promise<MsalModule>;
}

/** Whether this Excel signs its add-ins' users in for them (nested app authentication, NestedAppAuth 1.1). */
export function nestedAppAuthSupported(scope: RequirementsScope = globalThis as RequirementsScope): boolean {
  return requirementSupported('NestedAppAuth', '1.1', scope) === true;
}

/** The relay's advice, or undefined when it cannot be read (an older relay, or none there): tokens then. */
async function signInAdvice(
  relayUrl: string,
  fetchFunction: typeof globalThis.fetch,
): Promise<RelaySignInAdvice | undefined> {
  try {
    const response = await fetchFunction(`${relayUrl.replace(/\/+$/, '')}/sign-in`, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return undefined;
    const advice = (await response.json()) as Partial<{
      kind: unknown;
      clientId: unknown;
      scopes: unknown;
      authority: unknown;
    }>;
    if (
      advice.kind === 'microsoft' &&
      typeof advice.clientId === 'string' &&
      Array.isArray(advice.scopes) &&
      advice.scopes.every((scope) => typeof scope === 'string')
    ) {
      return {
        kind: 'microsoft',
        clientId: advice.clientId,
        scopes: advice.scopes as string[],
        ...(typeof advice.authority === 'string' ? { authority: advice.authority } : {}),
      };
    }
    return { kind: advice.kind === 'bearer' ? 'bearer' : 'token' };
  } catch {
    return undefined;
  }
}

/**
 * The access token for the organisation's relay: where the relay offers sign-in with Microsoft and Excel
 * supports nested app authentication, the signed-in user's token from MSAL (silently, or in Office's sign-in
 * window when it must ask; renewed when the relay refuses one); elsewhere the relay token saved in Settings.
 * Asked of the relay once, at the first request, so that making the runtime's client sends nothing.
 */
export function relayAccessToken(
  relayUrl: string,
  savedToken: string,
  options: RelaySignInOptions = {},
): AccessTokenSource {
  if (!nestedAppAuthSupported(options.scope)) return savedToken;
  let signIn: Promise<((refresh: boolean) => Promise<string>) | undefined> | undefined;
  const prepare = async (): Promise<((refresh: boolean) => Promise<string>) | undefined> => {
    const advice = await signInAdvice(relayUrl, options.fetch ?? ((input, init) => globalThis.fetch(input, init)));
    if (advice?.kind !== 'microsoft') return undefined;
    const msal: MsalModule = await (options.loadMsal ?? loadMsal)();
    const app = await msal.createNestablePublicClientApplication({
      auth: { clientId: advice.clientId, ...(advice.authority ? { authority: advice.authority } : {}) },
    });
    const scopes = [...advice.scopes];
    return async (refresh) => {
      try {
        return (await app.acquireTokenSilent({ scopes, forceRefresh: refresh })).accessToken;
      } catch {
        // Consent or a first sign-in: Office shows its own window (nested app authentication).
        return (await app.acquireTokenPopup({ scopes })).accessToken;
      }
    };
  };
  return async ({ refresh }) => {
    signIn ??= prepare().catch((error: unknown) => {
      signIn = undefined;
      throw error;
    });
    const token = await signIn;
    return token ? token(refresh) : savedToken;
  };
}

/** MSAL for the browser, fetched as a chunk of its own the first time a relay offers sign-in. */
const loadMsal = (): Promise<MsalModule> => import('@azure/msal-browser');
