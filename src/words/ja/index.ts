import type { Words } from '../Words';
import { cells } from './cells';
import { matching } from './matching';
import { partnos } from './partnos';

export const ja: Words = { matching, partnos, cells };
