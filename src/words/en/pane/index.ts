// The pane's texts in this language, one file per part of the pane: paneTexts.ts takes them as the
// language's (each file typed after the English one, so that a missing key fails to compile).
export { bom } from './bom';
export { category } from './category';
export { components } from './components';
export { errors } from './errors';
export { fill } from './fill';
export { jobs } from './jobs';
export { pane } from './pane';
export { preview } from './preview';
export { search } from './search';
export { settings } from './settings';
export { tables } from './tables';
