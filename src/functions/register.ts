/// <reference types="custom-functions-runtime" />
// Entry of the runtime page: ties each function to its id in functions.json (generated from the JSDoc in
// functions.ts), so that Excel finds PART.SPEC and the others in this shared runtime. The page runs this
// before anything of the pane (taskpane.html loads it first, and the pane's views are fetched on demand),
// so that a sheet of PART formulas can calculate while the pane is still loading, or never opened.
import { markStartup, STARTUP_MARKS } from '../office/startupMarks';
import { FUNCTIONS } from './functions';

// The same page opens in a plain browser (the pane's preview mode), where Office.js defines no
// CustomFunctions (or fails to load at all): there is then nothing to register, and no reason to throw.
if (typeof CustomFunctions !== 'undefined') {
  for (const [id, implementation] of Object.entries(FUNCTIONS)) {
    CustomFunctions.associate(id, implementation);
  }
}
markStartup(STARTUP_MARKS.functionsRegistered);
