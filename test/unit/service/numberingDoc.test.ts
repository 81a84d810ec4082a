import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NUMBERING_SCHEME_MARKDOWN } from '../../../src/service/dataset';

// docs/part-numbering.md is the golden copy of the scheme the generators and decoders use: if the code
// tables change, regenerate it with
//   npx tsx -e "process.stdout.write(require('./src/service/dataset').NUMBERING_SCHEME_MARKDOWN)" > docs/part-numbering.md
test('docs/part-numbering.md is the scheme the dataset is generated with', () => {
  const documented = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'part-numbering.md'), 'utf8');
  expect(documented).toBe(NUMBERING_SCHEME_MARKDOWN);
});
