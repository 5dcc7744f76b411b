/**
 * Loads a module through Node's own loader (scripts/jest/e2e-environment.mjs) rather than the test
 * file's module registry: Node keeps it for every later file of the Jest worker, where the file's
 * own imports are evaluated again for each file. For what the tests only drive from outside (the
 * built app, Playwright); its objects come from another realm (`instanceof` does not see them).
 */
export function builtImport<T>(specifier: string): Promise<T> {
  const load = (globalThis as { frontdoorBuiltImport?: (specifier: string) => Promise<unknown> }).frontdoorBuiltImport;
  if (!load) throw new Error('Browser tests run through jest.config.js (its e2e environment loads the built app).');
  return load(specifier) as Promise<T>;
}
