// Entry of the runtime page: loads the functions, and with them their associations. The build's
// custom-functions metadata plugin generates functions.json from the JSDoc in functions.ts and appends to that
// file one call of CustomFunctions.associate per function, the one association of each (associating
// them here too would make two). The page runs this before anything of the pane (taskpane.html loads it first,
// and the pane's views are fetched on demand), so that a sheet of PART formulas can calculate while the pane is
// still loading, or never opened. In a plain browser (the pane's preview mode) Office.js defines no
// CustomFunctions: the build points the appended calls at a no-op there (webpack.config.js, DefinePlugin).
import { markStartup, STARTUP_MARKS } from '../office/startupMarks';
import './functions';

markStartup(STARTUP_MARKS.functionsRegistered);
