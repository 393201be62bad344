// Our CSP allows no 'unsafe-eval', and zod's JIT probes `new Function` whenever it builds an object schema: the
// probe is caught, but the browser still reports a CSP violation. Interpreted parsing is plenty for forms.
// zod reads its settings from this global (shared by every copy of zod), so setting it here, first thing in
// main.tsx, covers every schema the lazy chunks build later without bringing zod into the first chunk.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
