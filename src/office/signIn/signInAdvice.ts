/** How the relay says its users sign in (its GET /sign-in). */
export type RelaySignInAdvice =
  | {
      readonly kind: 'microsoft';
      readonly clientId: string;
      readonly authority?: string;
      readonly scopes: readonly string[];
    }
  | { readonly kind: 'token' | 'bearer' };

/** The relay's advice, or undefined when it cannot be read (an older relay, or none there): tokens then. */
export async function signInAdvice(
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
