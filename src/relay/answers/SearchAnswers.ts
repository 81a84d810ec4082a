import { createHash } from 'node:crypto';
import type { Language } from '../../core';
import type { RelayMetrics } from '../RelayMetrics';
import type { RelayState } from '../state/RelayState';
import type { KeptCodec } from './KeptCodec';
import { ServiceRefusal } from './ServiceRefusal';
import type { Asking, SingleFlight } from './SingleFlight';

/**
 * Searches other than part-number lookups, answered whole: the service's answer to a filter and order is
 * kept (per language, for the age limit, compressed) and given to everyone who asks the same within it, and
 * asked once across instances however many ask at once. Answers other than 200 (a 400 for a mistyped
 * filter) are passed on and not kept.
 */
export class SearchAnswers {
  constructor(
    private readonly flights: SingleFlight,
    private readonly metrics: RelayMetrics,
    private readonly state: RelayState,
    private readonly codec: KeptCodec,
    private readonly maxAgeMs: number,
  ) {}

  async answer(query: URLSearchParams, lang: Language, asking: Asking): Promise<string> {
    const filter = query.get('$filter');
    const orderby = query.get('$orderby');
    const key = `search:${lang}:${createHash('sha256')
      .update(JSON.stringify([filter, orderby]))
      .digest('base64url')}`;
    const { value, produced } = await this.flights.resolveOne(
      key,
      asking,
      async () => {
        const [kept] = await this.state.get([key]);
        return kept === undefined ? undefined : this.codec.readText(kept);
      },
      async (send) => {
        const parameters = new URLSearchParams();
        if (filter !== null) parameters.set('$filter', filter);
        if (orderby !== null) parameters.set('$orderby', orderby);
        parameters.set('lang', lang);
        const answer = await send(`/v2/products?${percentEncoded(parameters)}`, 'search', asking.signal);
        if (answer.status !== 200) throw new ServiceRefusal(answer);
        const text = answer.body.toString('utf8');
        await this.state.keep([{ key, value: await this.codec.text(text) }], asking.user, this.maxAgeMs);
        return text;
      },
    );
    this.metrics.answers.inc({ kind: 'search', source: produced ? 'service' : 'shared' });
    return value;
  }
}

/** Query parameters as the spec writes them: percent-encoded, a space as %20 (URLSearchParams writes "+"). */
export function percentEncoded(parameters: URLSearchParams): string {
  return [...parameters].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}
