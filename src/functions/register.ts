/// <reference types="custom-functions-runtime" />
// Entry of the runtime page: ties each function to its id in functions.json (generated from the JSDoc in
// functions.ts), so that Excel finds PART.SPEC and the others in this shared runtime.
import { FUNCTIONS } from './functions';

for (const [id, implementation] of Object.entries(FUNCTIONS)) {
  CustomFunctions.associate(id, implementation);
}
