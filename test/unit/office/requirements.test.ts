import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  hostSupports,
  missingRequirements,
  REQUIREMENTS,
  requirementSupport,
  requirementSupported,
} from '../../../src/office/requirements';

/** Office as an Excel that has the given sets (`ExcelApi 1.9`...), and only those. */
function officeWith(...sets: string[]) {
  return {
    Office: {
      context: {
        requirements: { isSetSupported: (set: string, version?: string) => sets.includes(`${set} ${version}`) },
      },
    },
  };
}

test('the manifest minimum is what manifest.xml asks for', () => {
  const manifest = readFileSync(join(__dirname, '../../../manifest.xml'), 'utf8');
  const asked = [...manifest.matchAll(/<Set Name="(\w+)" MinVersion="([\d.]+)"\/>/g)].map(
    ([, set, version]) => `${set} ${version}`,
  );
  expect(
    REQUIREMENTS.filter((requirement) => requirement.inManifest)
      .map((r) => `${r.set} ${r.version}`)
      .sort(),
  ).toEqual(asked.sort());
});

test('Office answers; without Office (Node, preview) nobody can say, and hostSupports takes the newest behaviour', () => {
  expect(requirementSupported('CustomFunctionsRuntime', '1.4', officeWith('CustomFunctionsRuntime 1.4'))).toBe(true);
  expect(requirementSupported('CustomFunctionsRuntime', '1.5', officeWith('CustomFunctionsRuntime 1.4'))).toBe(false);
  expect(requirementSupported('CustomFunctionsRuntime', '1.4', {})).toBeUndefined();
  expect(hostSupports('CustomFunctionsRuntime', '1.4', {})).toBe(true);
  expect(hostSupports('CustomFunctionsRuntime', '1.4', officeWith())).toBe(false);
});

test('an isSetSupported that throws counts as not supported', () => {
  const throwing = {
    Office: {
      context: {
        requirements: {
          isSetSupported: () => {
            throw new Error('not ready');
          },
        },
      },
    },
  };
  expect(requirementSupported('ExcelApi', '1.9', throwing)).toBe(false);
});

test('the pane tells only of missing sets the user would notice, each with what still works', () => {
  // Excel 2021: data types and value preview missing, ExcelApi 1.9 there.
  const excel2021 = officeWith('ExcelApi 1.7', 'ExcelApi 1.9', 'SharedRuntime 1.1');
  expect(
    requirementSupport(excel2021)
      .filter((r) => r.supported === false)
      .map((r) => r.id),
  ).toEqual(['excelApi1_16', 'cfRuntime1_4', 'cfRuntime1_5', 'nestedAppAuth1_1']);
  expect(missingRequirements(excel2021).map((r) => [r.id, r.without])).toEqual([
    ['cfRuntime1_4', 'PART.CARD returns the part number as text; the other functions are unaffected'],
  ]);
  expect(
    missingRequirements(
      officeWith('ExcelApi 1.7', 'SharedRuntime 1.1', 'ExcelApi 1.16', 'CustomFunctionsRuntime 1.4'),
    ).map((r) => r.id),
  ).toEqual(['excelApi1_9']);
  // Preview mode: nothing is known missing, so nothing is told.
  expect(missingRequirements({})).toEqual([]);
});
