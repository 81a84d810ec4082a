/**
 * Items a list of a job's result shows in the pane: enough to read through, few enough to draw at once. A BOM
 * of tens of thousands of rows can have thousands in a list (parts at risk, not found); the sheet's columns
 * have every one, and the list ends by saying how many more there are.
 */
export const RESULT_LIST_MAX = 200;
