import type { Question } from '../askedQuestion';
import type { RelayMetrics } from '../RelayMetrics';
import type { RelayState } from '../state/RelayState';
import type { KeptCodec } from './KeptCodec';
import { ServiceRefusal } from './ServiceRefusal';
import type { Asking, SingleFlight } from './SingleFlight';

/**
 * Searches other than part-number lookups, answered whole: the service's answer to the query as the caller
 * sent it is kept (for the age limit, compressed) and given to everyone who asks the same within it
 * (Question.key), and asked once across instances however many ask at once. Answers other than 200 (a 400
 * for a mistyped filter or parameter) are passed on as they came, and not kept.
 */
export class SearchAnswers {
  constructor(
    private readonly flights: SingleFlight,
    private readonly metrics: RelayMetrics,
    private readonly state: RelayState,
    private readonly codec: KeptCodec,
    private readonly maxAgeMs: number,
  ) {}

  async answer(question: Question, asking: Asking): Promise<string> {
    const { key } = question;
    const { value, produced } = await this.flights.resolveOne(
      key,
      asking,
      async () => {
        const [kept] = await this.state.get([key]);
        return kept === undefined ? undefined : this.codec.readText(key, kept);
      },
      async (send) => {
        const answer = await send(withQuery('/v2/products', question.query), 'search', asking.signal);
        if (answer.status !== 200) throw new ServiceRefusal(answer);
        const text = answer.body.toString('utf8');
        // Kept only if it is the JSON it should be: what is given from Redis is always an answer that parses.
        if (parses(text)) {
          await this.state.keep(
            [{ key, value: await this.codec.text(key, text, this.maxAgeMs) }],
            asking.user,
            this.maxAgeMs,
          );
        }
        return text;
      },
    );
    this.metrics.answers.inc({ kind: 'search', source: produced ? 'service' : 'shared' });
    return value;
  }
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** An operation's path with the caller's query as it came (none, if it came with none). */
export function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}
