import { bearerToken } from '../../../src/relay/auth/Authenticator';
import { IssuedTokens, nameOfListedToken, newToken, tokenHash } from '../../../src/relay/auth/issuedTokens';

test.each([
  ['Bearer abc.def-ghi_jkl', 'abc.def-ghi_jkl'],
  ['bearer   token==', 'token=='],
  ['Basic dXNlcjpwYXNz', undefined],
  ['Bearer', undefined],
  ['Bearer two words', undefined],
  [undefined, undefined],
])('bearerToken(%p) is %p', (header, token) => {
  expect(bearerToken(header)).toBe(token);
});

test('an issued token is long, random and kept only as its hash; a listed one is named by its place in the list', () => {
  const token = newToken();
  expect(token).toMatch(/^psr_[A-Za-z0-9_-]{43}$/);
  expect(newToken()).not.toBe(token);
  expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
  expect(tokenHash(token)).not.toContain(token.slice(4, 12));
  expect(nameOfListedToken(2)).toBe('listed-2');
});

test('a listed token is known by its place in the list, the first place when listed twice; an unlisted one is refused', async () => {
  const [first, second] = [newToken(), newToken()];
  const tokens = new IssuedTokens([first, second, first], undefined);
  expect(await tokens.authenticate(first)).toEqual({ caller: { user: 'listed-1' } });
  expect(await tokens.authenticate(second)).toEqual({ caller: { user: 'listed-2' } });
  expect(await tokens.authenticate(newToken())).not.toHaveProperty('caller');
});
