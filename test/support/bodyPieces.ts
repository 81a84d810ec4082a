/** A response body that arrives in the given pieces, one read each. */
export function streamOf(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < chunks.length) {
        controller.enqueue(chunks[index]);
        index += 1;
      } else {
        controller.close();
      }
    },
  });
}

/** Cuts bytes into pieces of `size` bytes: a multi-byte character may be cut in two, as on the wire. */
export function pieces(bytes: Uint8Array, size: number): Uint8Array[] {
  const result: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) result.push(bytes.slice(start, start + size));
  return result;
}
