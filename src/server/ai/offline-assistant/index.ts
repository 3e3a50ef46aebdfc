// The offline assistant's public API (used by the chat feature and Voice Glow).
export { createOfflineAssistant, OFFLINE_NOTICE, type TOfflineAssistant, type TOfflineReply, type TOfflineReplyInput } from './offline-assistant';
export { loadOfflineCatalog, type TOfflineCatalog } from './catalog';
