export * from './accounts';
export * from './client-extras';
export * from './clients';
export * from './platform';
export * from './sheets';
