import type { Words } from '../Words';
import { cells } from './cells';
import { matching } from './matching';
import { partnos } from './partnos';

export const zh: Words = { matching, partnos, cells };
