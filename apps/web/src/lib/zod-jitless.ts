/**
 * The portal's Content-Security-Policy has no 'unsafe-eval'. zod compiles its object parsers with
 * `Function` unless told not to, and it decides when each object schema is built: probing for eval
 * there is already a CSP violation. zod keeps its settings in `globalThis.__zod_globalConfig`, so
 * the entry sets `jitless` before any chunk loads zod, without loading it. (The API keeps the JIT.)
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
