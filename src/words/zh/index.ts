import type { Words } from '../Words';
import { cells } from './cells';
import { matching } from './matching';
import { partnos } from './partnos';
import { settingNames } from './settingNames';

export const zh: Words = { matching, partnos, settingNames, cells };
