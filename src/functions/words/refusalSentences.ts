import type { ConditionProblem } from '../../core';
import type { CellFill } from './cellFill';
import type { CellRefusalWords } from './CellWords';
import { shown } from './shown';

/** The functions' refusals of their arguments in one language's words; what was given comes quoted. */
export function refusalSentences(fill: CellFill): CellRefusalWords {
  const { cells, say, quoted } = fill;
  return {
    languageNotKnown: (given) => say(cells.languageNotKnown, { given: quoted(given) }),
    noFieldNames: () => cells.noFieldNames,
    tooManyFields: (count, max) => say(cells.tooManyFields, { count, max }),
    partNotFound: (partno) => say(cells.partNotFound, { partno: shown(partno) }),
    maxRowsNotWhole: (given) => say(cells.maxRowsNotWhole, { given: quoted(given) }),
    unknownCategory: (given, categories) => say(cells.unknownCategory, { given: quoted(given), categories }),
    notBottomCategory: (given, categories) => say(cells.notBottomCategory, { given: quoted(given), categories }),
    conditionCounts: (items, operators, values) => say(cells.conditionCounts, { items, operators, values }),
    noPartno: () => cells.noPartno,
    entityWithoutPartno: (name) => say(cells.entityWithoutPartno, { name: quoted(name) }),
    dataTypeNotText: (name) => say(cells.dataTypeNotText, { name: quoted(name) }),
    conditionProblem: (problem, row) => conditionSentence(fill, problem, row),
    countNotWhole: (given, max) => say(cells.countNotWhole, { given: quoted(given), max }),
    footprintCount: (descriptions, footprints) => say(cells.footprintCount, { descriptions, footprints }),
  };
}

/** PART.BUILDFILTER's condition `row` that cannot be read: the template of its problem, filled. */
function conditionSentence({ cells, say, quoted, list }: CellFill, problem: ConditionProblem, row: number): string {
  const words = cells.conditionProblem;
  const near = problem.suggestions ?? [];
  const values = {
    at: say(words.at, { row }),
    item: problem.item,
    quotedItem: quoted(problem.item),
    value: quoted(problem.value ?? ''),
    allowed: list(problem.allowed ?? []),
    suggestions: list(near),
    example: problem.example ?? '',
    position: (problem.position ?? 0) + 1,
  };
  switch (problem.kind) {
    case 'notSearchItem':
      return say(near.length > 0 ? words.notSearchItemNear : words.notSearchItem, values);
    case 'notQuantity':
      return say(problem.example === undefined ? words.notQuantityPlain : words.notQuantity, values);
    case 'notListed':
    case 'notCategory':
      return say(words.notListed, values);
    case 'separator':
    case 'brokenCharacter':
    case 'character':
      return say(words.character, values);
    default:
      return say(words[problem.kind], values);
  }
}
