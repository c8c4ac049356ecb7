export * from './types';
export * from './paths';
export * from './scriptText';
export * from './locales';
