import type { FunctionMetadata } from './callArguments';

/**
 * functions.json, which the build writes beside the page from the functions' JSDoc (the metadata Excel reads):
 * how each function takes its arguments. Fetched from the add-in's own server (`address`), at the first formula.
 */
export async function functionsMetadata(address: URL): Promise<readonly FunctionMetadata[]> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { functions?: FunctionMetadata[] };
  if (!Array.isArray(body.functions)) throw new Error('no list of functions');
  return body.functions;
}
