export * from './brand';
export * from './categories';
export * from './fields';
export * from './languages';
export * from './listedValues';
export * from './searchItems';
export * from './suggest';
export * from './units';
