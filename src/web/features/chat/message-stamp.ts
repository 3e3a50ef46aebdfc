// Ids and timestamps for messages made in the browser (a guest's conversation lives only here).
export const newId = () => (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).slice(0, 36);
export const now = () => new Date().toISOString();
