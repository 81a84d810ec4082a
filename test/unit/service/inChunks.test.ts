import { inChunks } from '../../../src/service/inChunks';

const bytes = (length: number, fill: number): Buffer => Buffer.alloc(length, fill);

describe('inChunks', () => {
  test('the chunks hold the parts bytes in order', () => {
    const parts = [bytes(3, 1), bytes(5, 2), bytes(1, 3), bytes(20, 4), bytes(2, 5), bytes(7, 6)];
    expect(Buffer.concat([...inChunks(parts, 8)])).toEqual(Buffer.concat(parts));
  });

  test('small parts are joined into chunks of about the size asked', () => {
    const parts = Array.from({ length: 10 }, (_, index) => bytes(3, index));
    expect([...inChunks(parts, 8)].map((chunk) => chunk.length)).toEqual([9, 9, 9, 3]);
  });

  test('a large part is cut into views of itself, not copied', () => {
    const large = bytes(20, 7);
    const chunks = [...inChunks([bytes(2, 1), large], 8)];
    expect(chunks.map((chunk) => chunk.length)).toEqual([2, 8, 8, 4]);
    expect(chunks.slice(1).every((chunk) => chunk.buffer === large.buffer)).toBe(true);
  });

  test('no parts, no chunks', () => {
    expect([...inChunks([], 8)]).toEqual([]);
  });
});
