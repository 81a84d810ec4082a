import type { Words } from '../Words';
import { matching } from './matching';
import * as pane from './pane';
import { partnos } from './partnos';

export const ja: Words = { matching, partnos, pane };
