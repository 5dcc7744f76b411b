// `node --import @frontdoor/classic-typescript/register <dependency-cruiser's bin>`: makes
// dependency-cruiser's `typescript` (a require of its package.json, then an import) this
// package's TypeScript 6 rather than the root's TypeScript 7, which it cannot parse with.
import Module, { register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TYPESCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'node_modules', 'typescript');
const fromCruiser = (parent) => String(parent ?? '').includes('/node_modules/dependency-cruiser/');
const redirect = (request) => (request === 'typescript' ? join(TYPESCRIPT, 'lib', 'typescript.js') : join(TYPESCRIPT, request.slice('typescript/'.length)));
const isTypescript = (request) => request === 'typescript' || request.startsWith('typescript/');

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (isTypescript(request) && fromCruiser(parent?.filename)) request = redirect(request);
  return resolveFilename.call(this, request, parent, ...rest);
};

register(
  'data:text/javascript,' +
    encodeURIComponent(`export async function resolve(specifier, context, next) {
      if (specifier === 'typescript' && String(context.parentURL).includes('/node_modules/dependency-cruiser/'))
        return { url: ${JSON.stringify(pathToFileURL(join(TYPESCRIPT, 'lib', 'typescript.js')).href)}, shortCircuit: true };
      return next(specifier, context);
    }`),
);
