export * from './accounts';
export * from './clients';
export * from './platform';
export * from './sheets';
