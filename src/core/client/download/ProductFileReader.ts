import { CATEGORY_OF_GROUP, type Product, type ProductRecord } from '../../catalog';
import { ResponseFormatError } from '../errors';
import { FileOutline } from './FileOutline';
import { ValueSpan } from './ValueSpan';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A category file read while its bytes arrive: `{"Data":{"<Group>":{..., "Products":[<product>, ...]}}}`
 * (spec 2.2), cut at its products' ends and each product given to JSON.parse, so that it reads at the speed
 * of JSON.parse and holds no more than a piece of the file and one product's text at a time. Each product
 * goes to `onProduct` as soon as its last byte arrives, with its group's category, in file order; what the
 * reader ends with is what productsOfData gives for the file parsed whole, or the error it gives.
 *
 * The products given before `end` are provisional: the rest of the file can still break it or be refused,
 * and then `end` throws. Every product given is one the file holds where it was read, never a wrong one;
 * after a refusal none is given any more.
 *
 * Errors come as they would from JSON.parse and then productsOfData, whatever order the bytes show them in:
 * broken JSON first (cut off when the text begins as an object, else not JSON), then a Data that is not an
 * object, then the first group or product productsOfData would refuse. Later bytes can still make a file
 * broken JSON, so a refused product is only noted and the bytes are read to their end; and broken JSON ends
 * the reading, not the download, so that a connection closing early or a Content-Length left short is still
 * told first, as before.
 */
export class ProductFileReader {
  private readonly outline = new FileOutline((problem) => this.refuse(problem));
  private readonly span = new ValueSpan();
  /**
   * Decodes as the whole file's text was decoded: a byte order mark at its start dropped, a byte that is not
   * UTF-8 read as U+FFFD, a character cut between two pieces carried to the next.
   */
  private readonly decoder = new TextDecoder();
  /** A span is open: it began in an earlier piece and goes on in the next. */
  private inSpan = false;
  /** The text's first character that is not white space: whether broken JSON is cut off (`{`) or not JSON. */
  private firstCharacter: string | undefined;
  /** The text is not JSON (or not all of it): nothing more is read. */
  private broken = false;
  /** The first thing productsOfData would refuse, once seen. */
  private refused: ResponseFormatError | undefined;

  constructor(private readonly onProduct: (product: Product) => void) {}

  /** The next piece of the file. It is not kept: the caller may reuse it once this returns. */
  write(chunk: Uint8Array): void {
    if (!this.broken) this.read(this.decoder.decode(chunk, { stream: true }));
  }

  /** The file has all arrived: throws a ResponseFormatError for a file productsOfData would refuse. */
  end(): void {
    if (!this.broken) this.read(this.decoder.decode());
    // A number or literal at the top, as `42`, ends with the file; any other open span was cut off.
    if (!this.broken && this.inSpan && this.span.isWord) {
      this.inSpan = false;
      if (!this.spanEnded(this.span.text('', 0, 0))) this.broken = true;
    }
    if (this.broken || !this.outline.complete) {
      // As when the whole text failed JSON.parse: one that begins as an object was cut off on the way.
      const cutOff = this.firstCharacter === '{';
      throw new ResponseFormatError(
        cutOff ? 'the category file was cut off before its end' : 'the category file is not JSON',
        undefined,
        { truncated: cutOff },
      );
    }
    if (!this.outline.dataIsObject) throw new ResponseFormatError('Data is not an object');
    if (this.refused) throw this.refused;
  }

  private read(text: string): void {
    // JavaScript's white space, not JSON's alone, as the whole text's failure was read: a file that begins
    // with a no-break space and then `{` was cut off all the same.
    if (this.firstCharacter === undefined) this.firstCharacter = /\S/.exec(text)?.[0];
    let index = 0;
    while (index >= 0 && index < text.length) {
      if (this.inSpan) {
        index = this.readSpan(text, index);
      } else {
        index = this.outline.read(text, index);
        if (index >= 0 && index < text.length) {
          this.span.begin(text.charCodeAt(index));
          this.inSpan = true;
        }
      }
    }
    if (index < 0) this.broken = true;
  }

  /** Reads the open span from `start`: where the outline goes on, `text.length` while the span does, or -1. */
  private readSpan(text: string, start: number): number {
    const end = this.span.read(text, start);
    if (end < 0) return text.length;
    this.inSpan = false;
    return this.spanEnded(this.span.text(text, start, end)) ? end : -1;
  }

  /** A span's text has arrived whole: whether it is JSON. */
  private spanEnded(text: string): boolean {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return false;
    }
    const outline = this.outline;
    if (outline.spanKind === 'key') {
      outline.keyRead(value as string);
      return true;
    }
    if (outline.spanKind === 'product') {
      const group = outline.productGroup;
      // Unknown groups are skipped as productsOfData skips them: their products are only checked to be JSON.
      if (group !== undefined && !this.refused) {
        if (isObject(value) && typeof value.Partno === 'string') {
          this.onProduct({ category: CATEGORY_OF_GROUP[group], record: value as ProductRecord });
        } else {
          this.refuse(`a product of ${group} has no Partno`);
        }
      }
    }
    outline.valueRead();
    return true;
  }

  private refuse(problem: string): void {
    this.refused ??= new ResponseFormatError(problem);
  }
}
