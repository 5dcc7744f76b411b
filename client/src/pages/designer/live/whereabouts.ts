import { editorWhereaboutsSchema, type EditorWhereabouts } from '@frontdoor/shared';

/**
 * Where the editor is working (issue 37), as watchers see it: the awareness states of the draft's
 * designers hold the holder's `editing` field (the server relays no other designer's state); a
 * watcher takes the one of the user who holds edit control now, so a state left over from a
 * previous editor never marks a section.
 */
export function editorWhereabouts(states: ReadonlyMap<number, unknown>, holderUserId: string | null | undefined): EditorWhereabouts | null {
  if (!holderUserId) return null;
  let found: EditorWhereabouts | null = null;
  for (const state of states.values()) {
    if (!state || typeof state !== 'object') continue;
    const parsed = editorWhereaboutsSchema.safeParse((state as { editing?: unknown }).editing);
    if (parsed.success && parsed.data.userId === holderUserId) found = parsed.data;
  }
  return found;
}

/** The awareness field the editor's designer sets: where it works, or null (nothing selected). */
export function whereaboutsField(userId: string, sectionId: string | null, field: string | null): EditorWhereabouts | null {
  return sectionId ? { userId, sectionId, field: field && field.length <= 256 ? field : null } : null;
}

/** Colours of people in the designer (tokens.css): each has 4.5:1 with white text on it. */
export const PRESENCE_COLOURS = ['var(--color-presence-1)', 'var(--color-presence-2)', 'var(--color-presence-3)', 'var(--color-presence-4)', 'var(--color-presence-5)'];

/** A person's colour: the same for a user on every screen and visit. */
export function presenceColour(userId: string): string {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return PRESENCE_COLOURS[hash % PRESENCE_COLOURS.length];
}

/**
 * A polite announcement at most every `gapMs`: the first change is said at once, later ones in
 * the gap wait for its end and only the last of them is said (an editor clicking through
 * sections is not read out section by section).
 */
export class Throttle {
  private last = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private waiting: string | null = null;

  constructor(
    private readonly gapMs: number,
    private readonly say: (text: string) => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  push(text: string): void {
    const wait = this.last + this.gapMs - this.now();
    if (wait <= 0 && !this.timer) {
      this.last = this.now();
      this.say(text);
      return;
    }
    this.waiting = text;
    this.timer ??= setTimeout(
      () => {
        this.timer = null;
        const next = this.waiting;
        this.waiting = null;
        if (next !== null) {
          this.last = this.now();
          this.say(next);
        }
      },
      Math.max(0, wait),
    );
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.waiting = null;
  }
}
