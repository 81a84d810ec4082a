import type { Question } from '../askedQuestion';
import type { AnswerKeeping } from './AnswerKeeping';
import type { NearAnswers } from './NearAnswers';
import { ServiceRefusal } from './ServiceRefusal';
import type { Asking } from './ClaimedFlights';

/**
 * Searches other than part-number lookups, answered whole: the service's answer to the query as the caller
 * sent it is kept (for the age limit, compressed) and given to everyone who asks the same within it
 * (Question.key), and asked once across instances however many ask at once. Answers other than 200 (a 400
 * for a mistyped filter or parameter) are passed on as they came, and not kept.
 */
export class SearchAnswers {
  constructor(
    private readonly keeping: AnswerKeeping,
    private readonly near: NearAnswers,
  ) {}

  /** The answer's JSON as bytes: one at hand is sent as it is, without encoding it again. */
  async answer(question: Question, asking: Asking): Promise<Buffer> {
    const { key } = question;
    const { value, produced } = await this.keeping.flights.resolveOne(
      key,
      asking,
      async () => {
        const near = this.near.get<Buffer>(key);
        if (near.found) return near.value;
        const [kept] = await this.keeping.state.get([key]);
        const text = kept === undefined ? undefined : await this.keeping.codec.readText(key, kept);
        if (!kept || text === undefined) return undefined;
        const bytes = Buffer.from(text, 'utf8');
        this.near.set(key, bytes, bytes.length, this.keeping.codec.until(kept));
        return bytes;
      },
      async (send) => {
        const answer = await send(withQuery('/v2/products', question.query), 'search', asking.signal);
        if (answer.status !== 200) throw new ServiceRefusal(answer);
        const text = answer.body.toString('utf8');
        // Kept only if it is the JSON it should be: what is given from Redis is always an answer that parses.
        if (parses(text)) {
          const value = await this.keeping.codec.text(key, text, this.keeping.maxAgeMs);
          await this.keeping.state.keep([{ key, value }], asking.user, this.keeping.maxAgeMs);
          this.near.set(key, answer.body, answer.body.length, this.keeping.codec.until(value));
        }
        return answer.body;
      },
    );
    this.keeping.metrics.answers.inc({ kind: 'search', source: produced ? 'service' : 'shared' });
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
