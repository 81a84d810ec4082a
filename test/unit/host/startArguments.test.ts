import { startArguments } from '../../../src/host/cli';

test("the service's options are passed on as given, keys repeated", () => {
  expect(
    startArguments([
      '--as-of',
      '2027-06-01',
      '--latency-ms',
      '200',
      '--api-key',
      'a',
      '--api-key',
      'b',
      '--fail-rate',
      '0.1',
    ]),
  ).toEqual({
    asOf: '2027-06-01',
    serviceArgs: [
      '--as-of',
      '2027-06-01',
      '--api-key',
      'a',
      '--api-key',
      'b',
      '--latency-ms',
      '200',
      '--fail-rate',
      '0.1',
    ],
  });
  expect(startArguments([])).toEqual({ serviceArgs: [] });
  expect(startArguments(['--help'])).toBe('help');
});

test('a date that is no calendar date, or an option npm start does not pass, is refused before anything starts', () => {
  expect(() => startArguments(['--as-of', '2027-02-30'])).toThrow('--as-of must be a calendar date written YYYY-MM-DD');
  // npm start sets the service's port and public address itself.
  expect(() => startArguments(['--port', '4000'])).toThrow(/port/);
});
