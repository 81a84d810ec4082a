import { originOf, pathOf } from '../../../../src/core/client/address';

describe('originOf and pathOf', () => {
  test('an absolute address gives its origin and path, never its query', () => {
    const address = "https://pis.example.com:8443/v2/products?$filter=Partno%20eq%20'X'";
    expect(originOf(address)).toBe('https://pis.example.com:8443');
    expect(pathOf(address)).toBe('/v2/products');
  });

  test("a relative base such as the relay's /api does not throw, and keeps the query out", () => {
    const address = "/api/v2/products?$filter=Partno%20eq%20'X'";
    expect(originOf(address)).toBe('/api');
    expect(pathOf(address)).toBe('/api/v2/products');
  });

  test('a relative base resolves against the page when there is one', () => {
    const scope = globalThis as { location?: { href: string } };
    scope.location = { href: 'https://localhost:3000/taskpane.html' };
    try {
      expect(originOf('/api/v2/products?lang=en')).toBe('https://localhost:3000');
    } finally {
      delete scope.location;
    }
  });
});
