export * from './auth';
export * from './app-data';
export * from './catalog';
export * from './analyses';
