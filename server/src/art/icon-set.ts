import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ILLUSTRATION_ICON_NAMES } from '@frontdoor/shared';

const require = createRequire(import.meta.url);
// Tabler's empty bounding box, which every outline icon starts with.
const FRAME = /<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/;

/**
 * The inner markup of the outline icons the illustrations use, read once from the `@tabler/icons`
 * package (MIT). Only names in the industries' lists are ever read, so a request cannot name a
 * file.
 */
export class IconSet {
  private readonly bodies = new Map<string, string>();

  body(name: string): string {
    if (!ILLUSTRATION_ICON_NAMES.has(name)) throw new Error(`'${name}' is not an illustration icon`);
    let body = this.bodies.get(name);
    if (body === undefined) {
      const svg = readFileSync(require.resolve(`@tabler/icons/outline/${name}.svg`), 'utf8');
      const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1] ?? '';
      body = inner.replace(FRAME, '').replace(/\s+/g, ' ').replace(/> </g, '><').trim();
      this.bodies.set(name, body);
    }
    return body;
  }

  /** Bodies of the given names, for renderIllustrationSvg. */
  bodiesOf(names: readonly string[]): Map<string, string> {
    return new Map(names.map((name) => [name, this.body(name)]));
  }
}
