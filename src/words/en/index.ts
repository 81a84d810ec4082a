import { cells } from './cells';
import { matching } from './matching';
import { partnos } from './partnos';
import { settingNames } from './settingNames';

/** Every word of the catalogue in English: the keys every language has (Words). One file per vocabulary. */
export const en = { matching, partnos, settingNames, cells } as const;
