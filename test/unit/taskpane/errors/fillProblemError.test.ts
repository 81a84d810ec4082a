import { isPartSpecError } from '../../../../src/core';
import { BomRefreshError, isBomRefreshError } from '../../../../src/taskpane/errors/BomRefreshError';
import { FillProblemError } from '../../../../src/taskpane/errors/FillProblemError';
import { describeError, suggestedAction } from '../../../../src/taskpane/wording/describeError';

// Fill's refusals are BomRefreshErrors that carry their facts: the pane says their message, as of every
// BomRefreshError, and the facts are there for the words to come from them.

test('a BomRefreshError under its name, with its problem as facts and the sentence it was given', () => {
  const problem = { kind: 'noValues', header: 'Ref' } as const;
  const error = new FillProblemError(problem, 'The selected column "Ref" holds no values.');
  expect(error).toBeInstanceOf(BomRefreshError);
  expect(isPartSpecError(error) && isBomRefreshError(error)).toBe(true);
  expect(error).toMatchObject({
    name: 'BomRefreshError',
    problem,
    message: 'The selected column "Ref" holds no values.',
  });
  expect(describeError(error)).toBe('The selected column "Ref" holds no values.');
  // Nothing behind it: no action but to select again.
  expect(suggestedAction(error)).toBeUndefined();
});
