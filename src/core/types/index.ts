export type { ClientOptions, SearchAllOptions, SearchOptions } from './options';
export type { ClientSnapshots, ClientStats, PartSpecClient } from './client';
