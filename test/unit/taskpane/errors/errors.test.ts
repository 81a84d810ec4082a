import { ApiKeyRefusedError, isPartSpecError, PartSpecError } from '../../../../src/core';
import { BomRefreshError, isBomRefreshError } from '../../../../src/taskpane/errors/BomRefreshError';
import { anotherCopy } from '../../../support/everyError';

describe('BomRefreshError', () => {
  test('a PartSpecError under its own name, carrying its problem and the failure behind it', () => {
    const cause = new ApiKeyRefusedError();
    const error = new BomRefreshError({ kind: 'noColumns' }, { cause });
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error).toMatchObject({
      name: 'BomRefreshError',
      problem: { kind: 'noColumns' },
      message: 'The BOM cannot be refreshed as asked: noColumns.',
      cause,
    });
    expect(isPartSpecError(error) && isBomRefreshError(error)).toBe(true);
    expect(isBomRefreshError(cause)).toBe(false);
  });

  test('one made by another copy of the code is known by the guard', () => {
    const other = new (anotherCopy().bomRefresh.BomRefreshError)({ kind: 'noBuilds' });
    expect(other).not.toBeInstanceOf(BomRefreshError);
    expect(isBomRefreshError(other)).toBe(true);
  });
});
