import type { AccountInfo } from '@azure/msal-browser';
import { AccessTokenError } from '../../core';

/**
 * Microsoft sign-in through MSAL with nested app authentication, as Microsoft's guide for Word, Excel and
 * PowerPoint add-ins has it ("Enable single sign-on in an Office Add-in with nested app authentication"):
 * the login hint from `Office.auth.getAuthContext()`; a token silently, by `acquireTokenSilent` for the
 * account MSAL knows, else `ssoSilent` with the hint; and an interactive sign-in (`acquireTokenPopup`) only when
 * silence fails with InteractionRequiredAuthError, and only from a click. Where Excel's bridge is missing,
 * `createNestablePublicClientApplication` gives MSAL's standard client, whose `acquireTokenSilent` fails
 * without an account: so it is never called without one.
 */

/** An account as MSAL gives it (its own type: acquireTokenSilent takes back the object it gave). */
export type MsalAccount = AccountInfo;

/** What of an MSAL answer this uses. */
export interface MsalResult {
  readonly accessToken: string;
  readonly account: MsalAccount | null;
}

/** The part of MSAL's PublicClientApplication the sign-in calls (NAA supports each: the guide's table). */
export interface NestableApp {
  acquireTokenSilent(request: { scopes: string[]; account: MsalAccount; forceRefresh?: boolean }): Promise<MsalResult>;
  ssoSilent(request: { scopes: string[]; loginHint?: string }): Promise<MsalResult>;
  acquireTokenPopup(request: { scopes: string[]; loginHint?: string }): Promise<MsalResult>;
  getAllAccounts(): MsalAccount[];
}

/** What of MSAL the sign-in uses: loaded only when a relay asks for it (a chunk of its own in the add-in). */
export interface MsalModule {
  createNestablePublicClientApplication(configuration: {
    auth: { clientId: string; authority?: string };
  }): Promise<NestableApp>;
  /** The error MSAL throws when a token needs the user; told apart by MSAL's own class, as the guide does. */
  readonly InteractionRequiredAuthError: abstract new (...args: never[]) => Error;
}

/** Where `Office.auth.getAuthContext()` is found (tests give their own). */
export interface AuthContextScope {
  Office?: { auth?: { getAuthContext?(): Promise<{ userPrincipalName?: string }> } };
}

/** One signed-in user's tokens for the relay's scopes. */
export class MsalSession {
  /** The account the last token came with: asked for silently next time. */
  private account: MsalAccount | undefined;
  /**
   * The last silent attempt failed for want of the user: a click then opens the sign-in window at once, in the
   * click's own turn (a browser may block a window opened after a wait).
   */
  private needsUser = false;
  /** The login hint the last silent attempt had: a window opened at once has no time to ask Office again. */
  private lastHint: string | undefined;

  constructor(
    private readonly msal: MsalModule,
    private readonly app: NestableApp,
    private readonly scopes: readonly string[],
    private readonly scope: AuthContextScope,
  ) {}

  /**
   * A token without the user, ever: for every request, a cell's among them. When one needs the user,
   * AccessTokenError('signInRequired'): the cell says to sign in from the pane.
   */
  async silentToken(refresh: boolean): Promise<string> {
    const loginHint = await this.loginHint();
    this.lastHint = loginHint;
    try {
      return this.keep(await this.silent(loginHint, refresh)).accessToken;
    } catch (error) {
      if (!(error instanceof this.msal.InteractionRequiredAuthError)) throw error;
      this.needsUser = true;
      throw new AccessTokenError('signInRequired', { cause: error });
    }
  }

  /**
   * From a click in the pane: silently when it can; Office's (or MSAL's) sign-in window only when that fails
   * with InteractionRequiredAuthError. Resolves with the signed-in user's name.
   */
  async signInFromClick(): Promise<string> {
    if (this.needsUser) {
      // Known to need the user (a silent attempt failed with InteractionRequiredAuthError): the window opens
      // now, before anything is awaited, with the hint that attempt had.
      const popup = this.app.acquireTokenPopup({
        scopes: [...this.scopes],
        ...(this.lastHint ? { loginHint: this.lastHint } : {}),
      });
      return this.keep(await popup).account?.username ?? '';
    }
    try {
      await this.silentToken(false);
      return this.account?.username ?? '';
    } catch (error) {
      if (!(error instanceof AccessTokenError) || error.problem !== 'signInRequired') throw error;
      const result = await this.app.acquireTokenPopup({ scopes: [...this.scopes], ...(await this.hintNow()) });
      return this.keep(result).account?.username ?? '';
    }
  }

  /** acquireTokenSilent for the account MSAL knows (never without one); else ssoSilent with the hint. */
  private silent(loginHint: string | undefined, refresh: boolean): Promise<MsalResult> {
    const account = this.knownAccount(loginHint);
    if (account) return this.app.acquireTokenSilent({ scopes: [...this.scopes], account, forceRefresh: refresh });
    return this.app.ssoSilent({ scopes: [...this.scopes], ...(loginHint ? { loginHint } : {}) });
  }

  /** The account of the Office user (by the hint), or the one the last token came with. */
  private knownAccount(loginHint: string | undefined): MsalAccount | undefined {
    const accounts = this.app.getAllAccounts();
    if (loginHint) {
      const hint = loginHint.toLowerCase();
      return accounts.find((account) => account.username.toLowerCase() === hint);
    }
    return (
      accounts.find((account) => account.homeAccountId === this.account?.homeAccountId) ??
      (accounts.length === 1 ? accounts[0] : undefined)
    );
  }

  private keep(result: MsalResult): MsalResult {
    if (result.account) this.account = result.account;
    this.needsUser = false;
    return result;
  }

  private async hintNow(): Promise<{ loginHint?: string }> {
    const loginHint = await this.loginHint();
    return loginHint ? { loginHint } : {};
  }

  /**
   * The Office user's name, as the guide asks to give MSAL (needed in Office on the web to choose the
   * account); undefined where Office cannot say (an older Office, or no one signed in to Office).
   */
  private async loginHint(): Promise<string | undefined> {
    try {
      const context = await this.scope.Office?.auth?.getAuthContext?.();
      const name = context?.userPrincipalName;
      return typeof name === 'string' && name !== '' ? name : undefined;
    } catch {
      return undefined;
    }
  }
}
