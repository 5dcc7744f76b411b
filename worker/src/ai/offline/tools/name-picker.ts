import { LIMITS } from '@frontdoor/shared';
import { contentStems } from './name-stems.js';

/** The part of the visitor's description a word comes from. */
export type DescribedPart = 'service' | 'customers' | 'place';

/** Takes names in turn from each form, keeping every rule of the twelve. */
export class NamePicker {
  readonly names: string[] = [];
  private readonly firstWords = new Set<string>();
  private readonly stemUses = new Set<string>();
  private readonly partUses = new Map<DescribedPart, number>();
  private describedCount = 0;

  /**
   * `described`: the stems of the description's service, customer and place words, and their part;
   * `mostPerPart`: how many names one part (the service, the customers, the place) may appear in.
   */
  constructor(
    private readonly described: ReadonlyMap<string, DescribedPart>,
    private readonly mostPerPart: number,
  ) {}

  pick(forms: readonly string[][], target: number): void {
    const queues = forms.map((form) => [...form]);
    let wanted = target;
    while (this.names.length < LIMITS.businessNameSuggestions) {
      let progress = false;
      for (const queue of queues) {
        if (this.names.length >= LIMITS.businessNameSuggestions) return;
        // While described names are wanted each form offers one if it can; other names take a
        // slot only while enough remain for the described ones still wanted.
        const wanting = wanted > this.describedCount;
        const mustDescribe = LIMITS.businessNameSuggestions - this.names.length <= wanted - this.describedCount;
        let index = wanting ? this.nextFit(queue, true) : -1;
        if (index < 0 && !mustDescribe) index = this.nextFit(queue, false);
        if (index < 0) continue;
        this.add(queue.splice(index, 1)[0]);
        progress = true;
      }
      if (progress) continue;
      if (wanted <= this.describedCount) return;
      wanted = this.describedCount;
    }
  }

  /** The first name of the queue that fits, dropping those that never will. */
  private nextFit(queue: string[], describing: boolean): number {
    for (let index = 0; index < queue.length;) {
      const stems = contentStems(queue[index]);
      if (!this.fits(queue[index], stems)) {
        queue.splice(index, 1);
        continue;
      }
      if (!describing || this.partsOf(stems).size > 0) return index;
      index += 1;
    }
    return -1;
  }

  private fits(name: string, stems: readonly string[]): boolean {
    if (name.length > LIMITS.businessName || stems.length === 0 || new Set(stems).size < stems.length || sharesRoot(stems)) return false;
    if (this.firstWords.has(firstWord(name))) return false;
    if (stems.some((stem) => !this.described.has(stem) && this.stemUses.has(stem))) return false;
    return [...this.partsOf(stems)].every((part) => (this.partUses.get(part) ?? 0) < this.mostPerPart);
  }

  private add(name: string): void {
    const stems = contentStems(name);
    const parts = this.partsOf(stems);
    this.names.push(name);
    this.firstWords.add(firstWord(name));
    for (const stem of stems) this.stemUses.add(stem);
    for (const part of parts) this.partUses.set(part, (this.partUses.get(part) ?? 0) + 1);
    if (parts.size > 0) this.describedCount += 1;
  }

  private partsOf(stems: readonly string[]): Set<DescribedPart> {
    return new Set(stems.flatMap((stem) => this.described.get(stem) ?? []));
  }
}

function firstWord(name: string): string {
  return name
    .split(/\s+/)[0]
    .toLowerCase()
    .replace(/['’]s$/, '');
}

/** Two words of one name with four letters in common: "Fieldstone Stonemason", "Bright Brightwater". */
function sharesRoot(stems: readonly string[]): boolean {
  return stems.some((stem, index) =>
    stems.slice(index + 1).some((other) => [...Array(Math.max(stem.length - 3, 0)).keys()].some((at) => other.includes(stem.slice(at, at + 4)))),
  );
}
