import { bom } from './bom';
import { category } from './category';
import { components } from './components';
import { errors } from './errors';
import { fill } from './fill';
import { jobs } from './jobs';
import { pane } from './pane';
import { preview } from './preview';
import { search } from './search';
import { settings } from './settings';
import { tables } from './tables';

/** Every text of the pane in English: the keys every language has (see Strings). One file per part of the pane. */
export const en = { bom, category, components, errors, fill, jobs, pane, preview, search, settings, tables } as const;
