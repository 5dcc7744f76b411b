import type { DocPath, OperationResult, PlainValue } from '@frontdoor/shared';
import type { SectionEditor } from '../editing/section-editor';

/** An entry of an editable list: a stable key (the item's id) and its value. */
export interface ListEntry<T> {
  key: string;
  value: T;
}

/** What an ItemList does to its list, by entry key. */
export interface ListOperations {
  /** Adds a new entry at the end; answers its key when it was added. */
  add(): { result: OperationResult; key?: string };
  remove(key: string): OperationResult;
  /** Moves the entry to `toIndex`, its index after the move. */
  move(key: string, toIndex: number): OperationResult;
}

/** Entries of a list whose items carry their own id (reviews, services, contact fields…). */
export function idEntries<T extends { id: string }>(items: readonly T[]): ListEntry<T>[] {
  return items.map((item) => ({ key: item.id, value: item }));
}

/**
 * The operations of a list at `path` whose items have an `id`: straight onto the editor's typed
 * operations, which address items by id and refuse more than `max`.
 */
export function idListOperations(
  edit: SectionEditor,
  path: DocPath,
  { count, max, create }: { count: number; max: number; create: (id: string) => PlainValue },
): ListOperations {
  return {
    add() {
      const key = edit.newId();
      const result = edit.insert(path, count, create(key), max);
      return result.ok ? { result, key } : { result };
    },
    remove: (key) => edit.remove(path, key),
    move: (key, toIndex) => edit.move(path, key, toIndex),
  };
}
