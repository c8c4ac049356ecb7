export * from './types';
export * from './paths';
export * from './scriptText';
