import { CATEGORY_OF_GROUP, type GroupName } from '../../catalog';
import { isWordCharacter } from './ValueSpan';

const SPACE = 0x20;
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const QUOTE = 0x22;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** What may come next outside spans and white space (numbers, not strings: the loop compares them per character). */
const EXPECT_VALUE = 0;
/** Just after `[`. */
const EXPECT_VALUE_OR_CLOSE = 1;
/** Just after `{`. */
const EXPECT_KEY_OR_CLOSE = 2;
/** After a comma in an object. */
const EXPECT_KEY = 3;
const EXPECT_COLON = 4;
const EXPECT_COMMA_OR_CLOSE = 5;
/** The top-level value has ended: only white space may follow. */
const EXPECT_NOTHING = 6;

/** What an open container is on the way from the file's top to its products. */
const ROLE_OTHER = 0;
/** The top-level object. */
const ROLE_TOP = 1;
/** The top-level object's Data object. */
const ROLE_DATA = 2;
/** An object in Data: a group, known to this version of the spec or not. */
const ROLE_GROUP = 3;
/** A group's Products list: each of its values is a product. */
const ROLE_PRODUCTS = 4;

/** Where `read` stopped: a value's span begins there. What the span is for the outline. */
export type SpanKind = 'key' | 'product' | 'value';

/**
 * The JSON around a category file's products, read character by character:
 * `{"Data":{"<Group>":{..., "Products":[` and what closes them, checked against JSON's grammar. Each value it
 * meets that is not one of those containers (a key, a product, a Manufacturer, ...) is a span, which ValueSpan
 * reads to its end much faster than this walk could and JSON.parse checks; the outline picks up after it. It
 * walks every other container too, so that the memory of a file of any shape is at most one span, never its
 * whole.
 *
 * It also follows what productsOfData checks that the products alone do not show: whether the file held a
 * whole top-level value, whether its Data is an object, and whether each known group is an object with a
 * Products list. Of a repeated Data or Products key the last counts, as in JSON.parse; a file repeating a
 * group's name (JSON allows it, no service sends it) has each of its copies checked where JSON.parse would
 * keep only the last.
 */
export class FileOutline {
  /** The top-level object's Data member is an object. */
  dataIsObject = false;
  /** What the span at which `read` last stopped is. */
  spanKind: SpanKind = 'value';
  private expect = EXPECT_VALUE;
  /** For each open container, outermost first: its role, whether it is an object, the key of its member being read. */
  private readonly roles: number[] = [];
  private readonly objects: boolean[] = [];
  private readonly keys: (string | undefined)[] = [];
  /** The known group whose object is open, and whether it holds a Products list so far. */
  private group: GroupName | undefined;
  private groupHasList = false;

  constructor(private readonly refuse: (problem: string) => void) {}

  /** The top-level value has arrived whole. */
  get complete(): boolean {
    return this.expect === EXPECT_NOTHING;
  }

  /** The known group of the product in a 'product' span; undefined in a group this version does not know. */
  get productGroup(): GroupName | undefined {
    return this.group;
  }

  /**
   * Reads `text` from `from` up to the next span: its index (`spanKind` says what it is), `text.length` when
   * none begins in it, or -1 when it breaks JSON's grammar.
   */
  read(text: string, from: number): number {
    for (let index = from; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (code === SPACE || code === LINE_FEED || code === CARRIAGE_RETURN || code === TAB) continue;
      const expect = this.expect;
      if (expect === EXPECT_COMMA_OR_CLOSE) {
        const inObject = this.objects[this.objects.length - 1];
        if (code === COMMA) this.expect = inObject ? EXPECT_KEY : EXPECT_VALUE;
        else if (code === (inObject ? CLOSE_BRACE : CLOSE_BRACKET)) this.close();
        else return -1;
      } else if (expect === EXPECT_VALUE || expect === EXPECT_VALUE_OR_CLOSE) {
        if (expect === EXPECT_VALUE_OR_CLOSE && code === CLOSE_BRACKET) {
          this.close();
        } else if (!isValueStart(code)) {
          return -1;
        } else if (this.begin(code)) {
          return index;
        }
      } else if (expect === EXPECT_KEY || expect === EXPECT_KEY_OR_CLOSE) {
        if (expect === EXPECT_KEY_OR_CLOSE && code === CLOSE_BRACE) {
          this.close();
        } else if (code === QUOTE) {
          this.spanKind = 'key';
          return index;
        } else {
          return -1;
        }
      } else if (expect === EXPECT_COLON && code === COLON) {
        this.expect = EXPECT_VALUE;
      } else {
        // A colon missing, or more than white space after the top-level value.
        return -1;
      }
    }
    return text.length;
  }

  /** The key span ended: `key` is its string. */
  keyRead(key: string): void {
    this.keys[this.keys.length - 1] = key;
    this.expect = EXPECT_COLON;
  }

  /** A product's or another value's span ended. */
  valueRead(): void {
    this.valueEnded();
  }

  /** A value begins with `code`: whether it is a span, rather than a container the outline walks. */
  private begin(code: number): boolean {
    const isObject = code === OPEN_BRACE;
    const isList = code === OPEN_BRACKET;
    const depth = this.roles.length;
    const parent = depth === 0 ? undefined : this.roles[depth - 1];
    const key = depth === 0 ? undefined : this.keys[depth - 1];
    let role = ROLE_OTHER;
    if (parent === undefined) {
      if (isObject) role = ROLE_TOP;
    } else if (parent === ROLE_PRODUCTS) {
      this.spanKind = 'product';
      return true;
    } else if (parent === ROLE_TOP && key === 'Data') {
      this.dataIsObject = isObject;
      if (isObject) role = ROLE_DATA;
    } else if (parent === ROLE_DATA && key !== undefined) {
      const known = Object.hasOwn(CATEGORY_OF_GROUP, key) ? (key as GroupName) : undefined;
      if (isObject) {
        role = ROLE_GROUP;
        this.group = known;
        this.groupHasList = false;
      } else if (known) {
        this.refuse(`the group ${known} has no Products list`);
      }
    } else if (parent === ROLE_GROUP && key === 'Products') {
      this.groupHasList = isList;
      if (isList) role = ROLE_PRODUCTS;
    }
    if (!isObject && !isList) {
      this.spanKind = 'value';
      return true;
    }
    this.roles.push(role);
    this.objects.push(isObject);
    this.keys.push(undefined);
    this.expect = isObject ? EXPECT_KEY_OR_CLOSE : EXPECT_VALUE_OR_CLOSE;
    return false;
  }

  private close(): void {
    const role = this.roles.pop();
    this.objects.pop();
    this.keys.pop();
    if (role === ROLE_GROUP) {
      if (this.group !== undefined && !this.groupHasList) this.refuse(`the group ${this.group} has no Products list`);
      this.group = undefined;
    }
    this.valueEnded();
  }

  private valueEnded(): void {
    this.expect = this.roles.length === 0 ? EXPECT_NOTHING : EXPECT_COMMA_OR_CLOSE;
  }
}

/** A character that can begin a JSON value (or a word JSON.parse will refuse). */
function isValueStart(code: number): boolean {
  return code === OPEN_BRACE || code === OPEN_BRACKET || code === QUOTE || isWordCharacter(code);
}
