import './zod-config';

export * from './admin';
export * from './agencies';
export * from './auth';
export * from './clients';
export * from './envelope';
export * from './generic';
export * from './languages';
export * from './limits';
export * from './lists';
export * from './registry-lookups';
export * from './roles';
export * from './sales';
export * from './sheets';
export * from './signing';
export * from './validation';
