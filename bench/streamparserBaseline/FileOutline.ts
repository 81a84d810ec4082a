import { TokenType } from '@streamparser/json';
import { CATEGORY_OF_GROUP, type GroupName } from '../../src/core/catalog';

// Read once: each read of TokenType goes through the package's module getter, and FileOutline reads them
// for every token of the file.
const { COLON, COMMA, LEFT_BRACE, LEFT_BRACKET, RIGHT_BRACE, RIGHT_BRACKET, STRING } = TokenType;

/**
 * STREAMPARSER BASELINE, with ./ProductFileParser.ts: the token-by-token outline that parser kept.
 *
 * What productsOfData checks that the products alone do not show, followed token by token (the parser
 * keeps none of it): whether the file held a whole top-level value, whether its Data is an object, and
 * whether each known group is an object with a Products list. Of a repeated Data or Products key the last
 * counts, as in JSON.parse; a file repeating a group's name (JSON allows it, no service sends it) has
 * each of its copies checked where JSON.parse would keep only the last.
 */
export class FileOutline {
  /** The top-level value arrived whole. */
  complete = false;
  /** The top-level object's Data member is an object. */
  dataIsObject = false;
  /** For each open container, outermost first: whether it is an object. */
  private readonly objects: boolean[] = [];
  /** For each open container: the key of the member being read, when it is an object. */
  private readonly keys: (string | undefined)[] = [];
  /** The next string is a key: just after `{`, or after a comma in an object. */
  private keyNext = false;
  /** The known group whose object is open, and whether it holds a Products list so far. */
  private group: GroupName | undefined;
  private groupHasList = false;

  constructor(private readonly refuse: (problem: string) => void) {}

  see(token: TokenType, value: unknown): void {
    switch (token) {
      case COLON:
        return;
      case COMMA:
        this.keyNext = this.objects[this.objects.length - 1] === true;
        return;
      case RIGHT_BRACE:
      case RIGHT_BRACKET:
        this.close();
        return;
      case STRING:
        if (this.keyNext) {
          this.keys[this.keys.length - 1] = value as string;
          this.keyNext = false;
          return;
        }
        break;
      default:
        break;
    }
    this.begin(token);
  }

  /** A value begins: a primitive, or a container's opening. */
  private begin(token: TokenType): void {
    const depth = this.objects.length;
    const isObjectStart = token === LEFT_BRACE;
    const isListStart = token === LEFT_BRACKET;
    if (depth === 0) {
      // A primitive is whole as it begins (the tokenizer gives it in one token); an object or a list at its close.
      this.complete = !isObjectStart && !isListStart;
    } else if (depth === 1 && this.objects[0] && this.keys[0] === 'Data') {
      this.dataIsObject = isObjectStart;
    } else if (depth === 2 && this.inData()) {
      const name = this.keys[1];
      if (name !== undefined && Object.hasOwn(CATEGORY_OF_GROUP, name)) {
        if (isObjectStart) {
          this.group = name as GroupName;
          this.groupHasList = false;
        } else {
          this.refuse(`the group ${name} has no Products list`);
        }
      }
    } else if (depth === 3 && this.group !== undefined && this.keys[2] === 'Products') {
      this.groupHasList = isListStart;
    }
    if (isObjectStart || isListStart) {
      this.objects.push(isObjectStart);
      this.keys.push(undefined);
      this.keyNext = isObjectStart;
    }
  }

  private close(): void {
    if (this.objects.length === 3 && this.group !== undefined) {
      if (!this.groupHasList) this.refuse(`the group ${this.group} has no Products list`);
      this.group = undefined;
    }
    this.objects.pop();
    this.keys.pop();
    this.keyNext = false;
    if (this.objects.length === 0) this.complete = true;
  }

  /** The member being read is in the top-level object's Data object. */
  private inData(): boolean {
    return this.objects[0] && this.keys[0] === 'Data' && this.objects[1];
  }
}
