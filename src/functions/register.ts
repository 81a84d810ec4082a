// Entry of the runtime page: loads the functions, and with them their associations. The build's
// custom-functions metadata plugin generates functions.json from the JSDoc in functions.ts and appends to that
// file one call of CustomFunctions.associate per function, the one association of each (associating
// them here too would make two). The page runs this before anything of the pane (taskpane.html loads it first,
// and the pane's views are fetched on demand), so that a sheet of PART formulas can calculate while the pane is
// still loading, or never opened. The appended calls reach src/office/functionAssociations.ts (webpack.config.js,
// ProvidePlugin), which passes each on to Excel's CustomFunctions and keeps it: in a plain browser (the pane's
// preview mode), where Office.js defines no CustomFunctions, the preview grid calculates PART formulas with them.
import { markStartup, STARTUP_MARKS } from '../office/startupMarks';
import './functions';

markStartup(STARTUP_MARKS.functionsRegistered);
