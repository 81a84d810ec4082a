import type { AccessTokenSource } from '../../core';
import { requirementSupported, type RequirementsScope } from '../requirements';
import { type AuthContextScope, type MsalModule, MsalSession } from './MsalSession';
import { signInAdvice } from './signInAdvice';

export type { RelaySignInAdvice } from './signInAdvice';
export type { MsalAccount, MsalModule, MsalResult, NestableApp } from './MsalSession';

export interface RelaySignInOptions {
  /** @default globalThis.fetch */
  readonly fetch?: typeof globalThis.fetch;
  /** Where Office is found: its requirement sets and `Office.auth` (tests give their own). @default globalThis */
  readonly scope?: RequirementsScope & AuthContextScope;
  /** @default import('@azure/msal-browser') */
  readonly loadMsal?: () => Promise<MsalModule>;
}

/** Whether this Excel signs its add-ins' users in for them (nested app authentication, NestedAppAuth 1.1). */
export function nestedAppAuthSupported(scope: RequirementsScope = globalThis as RequirementsScope): boolean {
  return requirementSupported('NestedAppAuth', '1.1', scope) === true;
}

/**
 * Sign-in with Microsoft to one organisation's relay, shared by every request to it (the cells' and the
 * pane's) and by the pane's Sign in button: the relay is asked once how its users sign in (GET /sign-in), and
 * MSAL loaded only when it says Microsoft and this Excel has nested app authentication.
 */
export class RelaySignIn {
  private session: Promise<MsalSession | undefined> | undefined;

  constructor(
    private readonly relayUrl: string,
    private readonly options: RelaySignInOptions = {},
  ) {}

  /** Whether signing in with Microsoft is how this relay's users get tokens here. */
  async offered(): Promise<boolean> {
    return (await this.prepared()) !== undefined;
  }

  /**
   * A token without the user (never a window: a cell's calculation asks for tokens too), or undefined where
   * the relay offers no Microsoft sign-in (the saved relay token is then sent). AccessTokenError
   * 'signInRequired' when the user must sign in, from the pane.
   */
  async silentToken(refresh: boolean): Promise<string | undefined> {
    const session = await this.prepared();
    return session ? session.silentToken(refresh) : undefined;
  }

  /**
   * From a click in the pane: signs the user in (a window only when MSAL says interaction is required), and
   * resolves with the signed-in user's name; undefined where the relay offers no Microsoft sign-in.
   */
  async signInFromClick(): Promise<string | undefined> {
    const session = await this.prepared();
    return session ? session.signInFromClick() : undefined;
  }

  private prepared(): Promise<MsalSession | undefined> {
    this.session ??= this.prepare().catch((error: unknown) => {
      // Asked again next time: a relay or MSAL that could not be reached now may be later.
      this.session = undefined;
      throw error;
    });
    return this.session;
  }

  private async prepare(): Promise<MsalSession | undefined> {
    const scope = this.options.scope ?? (globalThis as RequirementsScope & AuthContextScope);
    if (!nestedAppAuthSupported(scope)) return undefined;
    const fetchFunction = this.options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    const advice = await signInAdvice(this.relayUrl, fetchFunction);
    if (advice?.kind !== 'microsoft') return undefined;
    const msal = await (this.options.loadMsal ?? loadMsal)();
    const app = await msal.createNestablePublicClientApplication({
      auth: { clientId: advice.clientId, ...(advice.authority ? { authority: advice.authority } : {}) },
    });
    return new MsalSession(msal, app, advice.scopes, scope);
  }
}

/**
 * The sign-ins of the runtime, one per relay address: the runtime's client and the pane's button share the
 * one for the relay in Settings, and with it MSAL's account and what it knows.
 */
const signIns = new Map<string, RelaySignIn>();

/** The runtime's sign-in to the relay at `relayUrl` (made at the first ask, with these options). */
export function relaySignIn(relayUrl: string, options: RelaySignInOptions = {}): RelaySignIn {
  let signIn = signIns.get(relayUrl);
  if (!signIn) {
    signIn = new RelaySignIn(relayUrl, options);
    signIns.set(relayUrl, signIn);
  }
  return signIn;
}

/** Forgets the runtime's sign-ins, as a restart would (tests). */
export function forgetRelaySignIns(): void {
  signIns.clear();
}

/**
 * The access token for the organisation's relay: where the relay offers sign-in with Microsoft and Excel
 * supports nested app authentication, the signed-in user's token from MSAL, silently (renewed when the relay
 * refuses one), or AccessTokenError 'signInRequired' when the user must sign in from the pane; elsewhere the
 * relay token saved in Settings. Asked of the relay once, at the first request, so that making the runtime's
 * client sends nothing.
 */
export function relayAccessToken(
  relayUrl: string,
  savedToken: string,
  options: RelaySignInOptions = {},
): AccessTokenSource {
  if (!nestedAppAuthSupported(options.scope)) return savedToken;
  const signIn = relaySignIn(relayUrl, options);
  return async ({ refresh }) => (await signIn.silentToken(refresh)) ?? savedToken;
}

/** MSAL for the browser, fetched as a chunk of its own the first time a relay offers sign-in. */
const loadMsal = (): Promise<MsalModule> => import('@azure/msal-browser');
