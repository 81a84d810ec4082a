import { type ParsedElementInfo, TokenParser, Tokenizer } from '@streamparser/json';
import { CATEGORY_OF_GROUP, type GroupName, type Product, type ProductRecord } from '../../src/core/catalog';
import { ResponseFormatError } from '../../src/core/client';
import { FileOutline } from './FileOutline';

/** A product in a category file: `{"Data":{"<Group>":{..., "Products":[<product>, ...]}}}` (spec 2.2). */
const PRODUCT_PATH = '$.Data.*.Products.*';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * STREAMPARSER BASELINE, not PartSpec's code: the download path's parser until ProductFileReader replaced it
 * (src/core/client/download, where it lived as it is here), kept only so that bench:workbook measures the
 * reader against it. @streamparser/json is a devDependency for this file and ./FileOutline.ts alone.
 *
 * A category file parsed while its bytes arrive, into what productsOfData gives for the file parsed whole,
 * refusing what it refuses. No text or object of the whole file ever exists: the parser hands over each
 * product as soon as its closing brace arrives and keeps nothing of it (keepStack: false), so the memory
 * is the products' own and the parser's few open values.
 *
 * Errors come as they would from JSON.parse and then productsOfData, whatever order the bytes show them in:
 * broken JSON first (cut off when the text begins as an object, else not JSON), then a Data that is not an
 * object, then the first group or product productsOfData would refuse. Later bytes can still make a file
 * broken JSON, so a refused product is only noted, and the bytes are parsed to their end; and broken JSON
 * ends the parse, not the download, so that a connection closing early or a Content-Length left short is
 * still told first, as before.
 */
export class ProductFileParser {
  private readonly products: Product[] = [];
  private readonly tokenizer = new Tokenizer();
  private readonly parser = new TokenParser({ paths: [PRODUCT_PATH], keepStack: false });
  private readonly outline = new FileOutline((problem) => this.refuse(problem));
  /** Decodes as the whole file's text was decoded: a bad byte is U+FFFD, not an error. */
  private readonly decoder = new TextDecoder();
  /** The text's first character that is not white space: whether broken JSON is cut off or not JSON. */
  private firstCharacter: string | undefined;
  /** The bytes are not JSON (or not all of it): nothing more is parsed. */
  private broken = false;
  /** The first thing productsOfData would refuse, once seen. */
  private refused: ResponseFormatError | undefined;

  constructor() {
    this.tokenizer.onToken = (token) => {
      this.parser.write(token);
      // After the parser: the outline sees only tokens that make JSON.
      this.outline.see(token.token, token.value);
    };
    // Each ends the other: the file ends after its one top-level value, and the parser with the bytes.
    this.tokenizer.onEnd = () => {
      if (!this.parser.isEnded) this.parser.end();
    };
    this.parser.onEnd = () => {
      if (!this.tokenizer.isEnded) this.tokenizer.end();
    };
    // Must not throw: what onValue throws, the parser takes for broken JSON.
    this.parser.onValue = (element) => this.take(element);
  }

  /** The next piece of the file. */
  write(chunk: Uint8Array): void {
    if (!this.broken) this.parse(this.decoder.decode(chunk, { stream: true }));
  }

  /** The file's products, once it has all arrived; a ResponseFormatError for a file productsOfData would refuse. */
  end(): Product[] {
    if (!this.broken) this.parse(this.decoder.decode());
    if (!this.broken && !this.tokenizer.isEnded) {
      try {
        this.tokenizer.end();
      } catch {
        this.broken = true;
      }
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
    return this.products;
  }

  /**
   * Text rather than the bytes themselves: the tokenizer refuses a byte that is not UTF-8, where the
   * whole text decoded and parsed at once had U+FFFD in its place.
   */
  private parse(text: string): void {
    if (text === '') return;
    this.firstCharacter ??= /\S/.exec(text)?.[0];
    try {
      this.tokenizer.write(text);
    } catch {
      this.broken = true;
    }
  }

  /** A value at PRODUCT_PATH: parent is its Products list, stack[2] its group in Data. */
  private take({ value, parent, stack }: ParsedElementInfo): void {
    const group = stack[2]?.key;
    // Unknown groups are skipped as productsOfData skips them; a Products that is not a list is refused
    // when its group ends (FileOutline), as productsOfData refuses it before looking at its products.
    if (this.refused || typeof group !== 'string' || !Object.hasOwn(CATEGORY_OF_GROUP, group)) return;
    if (!Array.isArray(parent)) return;
    if (!isObject(value) || typeof value.Partno !== 'string') {
      this.refuse(`a product of ${group} has no Partno`);
      return;
    }
    this.products.push({ category: CATEGORY_OF_GROUP[group as GroupName], record: asParsed(value) });
  }

  private refuse(problem: string): void {
    if (this.refused) return;
    this.refused = new ResponseFormatError(problem);
    // The file is refused whatever follows: its products need not be kept.
    this.products.length = 0;
  }
}

/**
 * The record as JSON.parse makes it. The token parser builds an object one property at a time, and V8
 * keeps an object given more than about sixteen properties that way as a hash table ("dictionary
 * mode"): the 42,001 products of the largest file took 283 MB so, against 130 MB as JSON.parse makes
 * them (measured, Node 20). Written out and read back, a few KB at a time, they take JSON.parse's
 * compact form, for a small part of the parse's time.
 */
function asParsed(record: Record<string, unknown>): ProductRecord {
  return JSON.parse(JSON.stringify(record)) as ProductRecord;
}
