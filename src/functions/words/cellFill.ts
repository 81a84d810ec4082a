import { fillTemplate, type Words } from '../../words';
import { shown } from './shown';

/** The values a cell's template is filled with: numbers as they are written, the rest as given. */
type Values = Readonly<Record<string, string | number>>;

/**
 * One language's cell texts and the means to fill them: what every sentence of src/functions/words is
 * written with, so that one body of code serves English, Japanese and Chinese alike.
 */
export interface CellFill {
  /** The language's whole catalogue (the cells' texts, the matching vocabulary, the refused part numbers). */
  readonly words: Words;
  readonly cells: Words['cells'];
  /** A template filled, `{{settings}}` with where the settings are (a cell has no button). */
  readonly say: (template: string, values?: Values) => string;
  /** A value repeated in a message: cut short by `shown` and in the language's quotes. */
  readonly quoted: (value: unknown) => string;
  /** Items listed with the language's separator. */
  readonly list: (items: readonly string[]) => string;
  /** Who did not get through: the request, or its attempts. */
  readonly tries: (attempts: number) => string;
  /** The attempts after a time waited, said only when there were more than one. */
  readonly times: (attempts: number) => string;
}

export function cellFill(words: Words): CellFill {
  const { cells } = words;
  const say = (template: string, values: Values = {}): string =>
    fillTemplate(
      template,
      Object.fromEntries(
        Object.entries({ settings: cells.settings, ...values }).map(([name, value]) => [name, String(value)]),
      ),
    );
  return {
    words,
    cells,
    say,
    quoted: (value) => say(cells.quoted, { value: shown(value) }),
    list: (items) => items.join(cells.listSeparator),
    tries: (attempts) => (attempts === 1 ? cells.tries.one : say(cells.tries.many, { attempts })),
    times: (attempts) => (attempts === 1 ? '' : say(cells.times, { attempts })),
  };
}
