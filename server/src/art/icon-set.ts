import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { ICON_NAME_PATTERN } from '@frontdoor/shared';

const require = createRequire(import.meta.url);
// Tabler's empty bounding box, which every outline icon starts with.
const FRAME = /<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/;

/**
 * The inner markup of the outline icons the illustrations use, read from the `@tabler/icons`
 * package (MIT). A business of no industry is drawn with icons its own words found, so any
 * outline icon of the package (logos apart) may be asked for; a name is read only when it has
 * Tabler's shape and is in the package's own list of files, so a request can never name a path.
 */
export class IconSet {
  private readonly bodies = new Map<string, string>();
  private readonly folder = dirname(require.resolve('@tabler/icons/outline/star.svg'));
  private readonly names: ReadonlySet<string> = new Set(
    readdirSync(this.folder)
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.slice(0, -4))
      // Logos are other companies' marks, never a picture of a business.
      .filter((name) => ICON_NAME_PATTERN.test(name) && !name.startsWith('brand-')),
  );

  /** Whether the package has an outline icon of this name. */
  has(name: string): boolean {
    return ICON_NAME_PATTERN.test(name) && this.names.has(name);
  }

  body(name: string): string {
    if (!this.has(name)) throw new Error(`'${name}' is not an illustration icon`);
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
