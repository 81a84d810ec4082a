import { ApiKeyRefusedError, isPartSpecError, PartSpecError } from '../../../../src/core';
import { BomRefreshError, isBomRefreshError } from '../../../../src/taskpane/errors/BomRefreshError';
import { anotherCopy } from '../../../support/everyError';

describe('BomRefreshError', () => {
  test('a PartSpecError under its own name, keeping the failure behind it', () => {
    const cause = new ApiKeyRefusedError();
    const error = new BomRefreshError('Nothing was written.', { cause });
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error).toMatchObject({ name: 'BomRefreshError', message: 'Nothing was written.', cause });
    expect(isPartSpecError(error) && isBomRefreshError(error)).toBe(true);
    expect(isBomRefreshError(cause)).toBe(false);
  });

  test('one made by another copy of the code is known by the guard', () => {
    const other = new (anotherCopy().bomRefresh.BomRefreshError)('x');
    expect(other).not.toBeInstanceOf(BomRefreshError);
    expect(isBomRefreshError(other)).toBe(true);
  });
});
