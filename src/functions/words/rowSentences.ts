import { bodyText } from '../../words';
import type { CellFill } from './cellFill';
import type { CellRowWords } from './CellWords';
import { shown } from './shown';

/** The last rows of lists that are not whole, and PART.MATCHLINE's lines without a part, in one language. */
export function rowSentences({ words, cells, say, quoted }: CellFill): CellRowWords {
  const { matching } = words;
  return {
    moreThanMaxRows: (limit) => say(cells.moreThanMaxRows, { limit }),
    moreThanOneRequest: (max) => say(cells.moreThanOneRequest, { max }),
    resultCut: (what, kept, total) =>
      say(cells.resultCut.sentence, {
        first: say(cells.resultCut.first[what], { kept, total }),
        todo: cells.resultCut.todo[what === 'cards' || what === 'lines' ? 'range' : what],
      }),
    moreEquivalents: (count) => say(cells.moreEquivalents, { count }),
    noDropIn: (partno, toCheck) => {
      const { noDropIn } = cells;
      const none = say(noDropIn.none, { partno: shown(partno) });
      if (toCheck === 0) return none;
      const toCheckTemplate = toCheck === 1 ? noDropIn.toCheck.one : noDropIn.toCheck.other;
      return say(toCheckTemplate, { none, count: toCheck, partno: shown(partno) });
    },
    outOfScope: ({ kind, text }) =>
      say(matching.outOfScopeLine, { what: matching.outOfScopeKinds[kind], text: shown(text) }),
    notInCatalogue: (reason) => {
      if (reason.kind !== 'bodySize') return say(matching.leadedInductor, { text: shown(reason.text) });
      const { bodySizeNotInCatalogue } = cells;
      return say(bodySizeNotInCatalogue.sentence, {
        body: bodyText(reason.body),
        family: reason.family ? say(bodySizeNotInCatalogue.family, { family: reason.family }) : '',
      });
    },
    noMatch: (text, stated) =>
      say(cells.noMatch.sentence, {
        text: quoted(text),
        stated: stated === '' ? '' : say(cells.noMatch.stated, { stated }),
      }),
  };
}
