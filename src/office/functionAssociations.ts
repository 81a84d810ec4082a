/**
 * Where the custom functions' associations go. The build's metadata plugin appends one call of
 * CustomFunctions' associate per function to src/functions/functions.ts; webpack's
 * ProvidePlugin points that `CustomFunctions` here (webpack.config.js). In Excel each association is passed on
 * to Excel's own runtime, once. Every association is also kept, by id, so that preview mode, where Office.js
 * defines no CustomFunctions, calculates the cells of the preview grid with the very functions Excel is given
 * (src/taskpane/preview/formulas/). Office's runtime is reached here and nowhere else (docs/architecture.md, Conventions).
 */

/** A custom function as Excel calls it: its arguments, then the invocation. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Office boundary: Excel passes any values.
export type CustomFunction = (...args: any[]) => unknown;

interface CustomFunctionsRuntime {
  associate(id: string, body: CustomFunction): void;
}

const associated = new Map<string, CustomFunction>();

/** What the plugin's appended calls reach as `CustomFunctions`. */
export const customFunctions: CustomFunctionsRuntime = {
  associate(id: string, body: CustomFunction): void {
    associated.set(id.toUpperCase(), body);
    const excel = (globalThis as { CustomFunctions?: Partial<CustomFunctionsRuntime> }).CustomFunctions;
    if (typeof excel?.associate === 'function') excel.associate(id, body);
  },
};

/** The function associated with an id (`SPEC`, any case), as Excel would call it; undefined when none is. */
export function associatedFunction(id: string): CustomFunction | undefined {
  return associated.get(id.toUpperCase());
}
