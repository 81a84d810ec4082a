/** The associations, loaded afresh for each test: the module keeps them, as the page's one copy does. */
function load(): typeof import('../../../src/office/functionAssociations') {
  let loaded: typeof import('../../../src/office/functionAssociations') | undefined;
  jest.isolateModules(() => {
    loaded = require('../../../src/office/functionAssociations');
  });
  return loaded!;
}

afterEach(() => {
  delete (globalThis as { CustomFunctions?: unknown }).CustomFunctions;
});

test("in Excel each association goes to Excel's CustomFunctions, once, and is kept for preview mode's grid", () => {
  const associate = jest.fn();
  (globalThis as { CustomFunctions?: unknown }).CustomFunctions = { associate };
  const { customFunctions, associatedFunction } = load();
  const spec = () => 'spec';
  customFunctions.associate('SPEC', spec);
  expect(associate.mock.calls).toEqual([['SPEC', spec]]);
  expect(associatedFunction('spec')).toBe(spec);
});

test('in a plain browser, with no CustomFunctions, the associations are kept and nothing throws', () => {
  const { customFunctions, associatedFunction } = load();
  const status = () => 'status';
  expect(() => customFunctions.associate('STATUS', status)).not.toThrow();
  expect(associatedFunction('STATUS')).toBe(status);
  expect(associatedFunction('SPEC')).toBeUndefined();
});
