// Imported first by main.tsx, before any module that builds a zod schema.
//
// zod 4 compiles fast object parsers with `new Function` when the page allows eval, and finds
// out by trying `new Function("")` the first time an object schema is built. The app's
// Content-Security-Policy allows no eval, so that probe is blocked and reported as a violation
// on every screen that validates. Jitless mode skips the probe and uses the interpreted parser
// (the same results; the app's payloads are small). zod reads this shared config object from
// globalThis, so setting it here needs no import of zod (which marketing pages never load).
const config = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
config.jitless = true;

export {};
