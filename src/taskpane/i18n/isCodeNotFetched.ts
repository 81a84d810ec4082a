/**
 * Whether an error is webpack's failure to fetch a chunk of the pane's code, whose own message (an internal
 * chunk name and address) tells a user nothing.
 */
export function isCodeNotFetched(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}
