import type { Words } from '../Words';
import { matching } from './matching';
import * as pane from './pane';
import { partnos } from './partnos';

export const zh: Words = { matching, partnos, pane };
