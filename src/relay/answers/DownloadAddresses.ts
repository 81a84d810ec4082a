import { randomBytes } from 'node:crypto';
import { isLanguage, type Language } from '../../core';
import type { Question } from '../askedQuestion';
import type { AnswerKeeping } from './AnswerKeeping';
import { withQuery } from './SearchAnswers';
import { ServiceRefusal } from './ServiceRefusal';
import type { Asking } from './ClaimedFlights';

/** What the relay knows of one of its download addresses. */
export interface FileOfAddress {
  /** The service's address of the file. */
  readonly address: string;
  /** The category and language asked for (the service checked them when it gave the address). */
  readonly category: string;
  readonly lang: Language;
}

/** A download address lasts 7 days from its issue (spec 4.1); the relay's own address for it a minute less. */
const ADDRESS_LIFE_MS = 7 * 24 * 3_600_000 - 60_000;

/**
 * The download-URL operation (spec 4.1) through the relay: the service's answer is kept (per category and
 * language, for the age limit) and its address replaced by one of the relay's own, `<publicUrl>/files/<id>`,
 * which the relay forwards to the service's address (which needs no key, as a presigned address does not).
 * So category files come from the relay's origin too, and the relay forwards to addresses the service gave
 * and nowhere else.
 */
export class DownloadAddresses {
  constructor(
    private readonly keeping: AnswerKeeping,
    private readonly publicUrl: () => string,
  ) {}

  async answer(question: Question, asking: Asking): Promise<string> {
    const { key } = question;
    const { value, produced } = await this.keeping.flights.resolveOne(
      key,
      asking,
      (wanted) => this.readText(wanted),
      async (send) => {
        const answer = await send(
          withQuery('/v2/products/getproductdatadownloadurl', question.query),
          'downloadUrl',
          asking.signal,
        );
        if (answer.status !== 200) throw new ServiceRefusal(answer);
        const record = JSON.parse(answer.body.toString('utf8')) as {
          ProductDataDownloadUrl?: unknown;
          Category?: unknown;
          Language?: unknown;
        };
        if (typeof record.ProductDataDownloadUrl !== 'string') throw new ServiceRefusal(answer);
        const id = randomBytes(18).toString('base64url');
        // What file it is, as the service's record says (spec 2.1): the relay reads bottom categories it sent.
        const file: FileOfAddress = {
          address: record.ProductDataDownloadUrl,
          category: typeof record.Category === 'string' ? record.Category : '',
          lang: isLanguage(record.Language) ? record.Language : question.lang,
        };
        const text = JSON.stringify({ ...record, ProductDataDownloadUrl: `${this.publicUrl()}/files/${id}` });
        // The relay's address lasts as the service's does (as long as the budget lets it); the answer naming
        // it, the age limit.
        const fileKey = `file:${id}`;
        const fileValue = await this.keeping.codec.text(fileKey, JSON.stringify(file), ADDRESS_LIFE_MS);
        await this.keeping.state.keep([{ key: fileKey, value: fileValue }], asking.user, ADDRESS_LIFE_MS);
        const value = await this.keeping.codec.text(key, text, this.keeping.maxAgeMs);
        await this.keeping.state.keep([{ key, value }], asking.user, this.keeping.maxAgeMs);
        return text;
      },
    );
    this.keeping.metrics.answers.inc({ kind: 'address', source: produced ? 'service' : 'shared' });
    return value;
  }

  /** The service's address behind one of the relay's, and what file it is; undefined when unknown or expired. */
  async serviceAddress(id: string): Promise<FileOfAddress | undefined> {
    if (!/^[A-Za-z0-9_-]{24}$/.test(id)) return undefined;
    const text = await this.readText(`file:${id}`);
    const file = text === undefined ? undefined : readFile(text);
    if (text !== undefined && !file) this.keeping.codec.unreadable();
    return file;
  }

  private async readText(key: string): Promise<string | undefined> {
    const [value] = await this.keeping.state.get([key]);
    return value === undefined ? undefined : this.keeping.codec.readText(key, value);
  }
}

/** What the relay wrote of an address, or undefined when the text is not that. */
function readFile(text: string): FileOfAddress | undefined {
  let file: Partial<FileOfAddress>;
  try {
    file = JSON.parse(text) as Partial<FileOfAddress>;
  } catch {
    return undefined;
  }
  return typeof file.address === 'string' && typeof file.category === 'string' && isLanguage(file.lang)
    ? { address: file.address, category: file.category, lang: file.lang }
    : undefined;
}
