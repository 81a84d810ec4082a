import { matching } from './matching';
import * as pane from './pane';
import { partnos } from './partnos';

/**
 * Every word of the catalogue in English: the keys every language has (Words). One file per vocabulary, and
 * the pane's texts (i18next's resources) as `pane`.
 */
export const en = { matching, partnos, pane } as const;
