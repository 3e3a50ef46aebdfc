// The chat's pure rules and wire shapes, one import for server and web.
export * from './vocabulary';
export * from './keywords';
export * from './fields';
export * from './assistants';
export * from './chat-schemas';
export * from './conversation-title';
export { FALLBACK_NEXT, autoSelectModel, planModels, type TChatMode } from '../routing';
