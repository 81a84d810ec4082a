import type { en } from '../en';
import type { Strings } from '../Strings';
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

export const zh: Strings<typeof en> = {
  bom,
  category,
  components,
  errors,
  fill,
  jobs,
  pane,
  preview,
  search,
  settings,
  tables,
};
