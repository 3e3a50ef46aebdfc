// Zod compiles fast object parsers with `new Function`, and first probes whether it may by calling
// `Function('')`. Our CSP forbids eval (script-src 'self'), so that probe is refused and logged as a
// CSP violation (a DevTools issue, which costs Lighthouse's best-practices score). The browser's
// parsing is small, so it runs jitless: no probe, no violation. Set through the global config
// object zod reads (globalThis.__zod_globalConfig), so this module does not pull zod into the
// entry chunk. Imported first by main.tsx, before any schema parses.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
