import type { ObjectEditor } from './feature-manifest';

const editors = new Map<string, ObjectEditor['open']>();

/** Registers the screens that edit kinds of the object registry (the app does, from its features). */
export function addObjectEditors(list: readonly ObjectEditor[]): void {
  for (const { kind, open } of list) {
    if (editors.has(kind)) throw new Error(`kind ${kind} has two editors`);
    editors.set(kind, open);
  }
}

/** The address of the screen that edits an object of `kind`; undefined for a kind without one. */
export function objectEditorPath(kind: string, id: string): string | undefined {
  return editors.get(kind)?.(id);
}
