/**
 * Drafts kept at an idle sign-out (ADR 0046): the fields of every form marked `data-kept-draft="<name>"` on the
 * screen, written to localStorage under the person and the screen, and offered back when that person opens the
 * same screen again. Nothing is kept while the person is signed in, nor at a chosen Log Out; a draft goes when
 * it is restored or discarded, or after 12 hours.
 */

export const DRAFT_ATTRIBUTE = 'data-kept-draft';
const PREFIX = 'tt-draft:';
const KEPT_FOR_MS = 12 * 3_600_000;

export type KeptDraft = { fields: Record<string, string>; keptAt: number };

const keyOf = (owner: string, path: string, name: string) => `${PREFIX}${owner}:${path}:${name}`;

/**
 * What each marked form started with, for the fields the DOM cannot tell (a hidden input a rich-text editor
 * fills has no separate default). Set by `useKeptDraft`.
 */
export const initialFields = new Map<string, Record<string, string>>();

/** What a form holds that a person typed: text fields changed from their start, and the editor's hidden field. */
function typedFields(form: HTMLFormElement, initial: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    const isHidden = element instanceof HTMLInputElement && element.type === 'hidden';
    const isText = element instanceof HTMLTextAreaElement || element.type === 'text' || isHidden;
    if (!isText || !element.name) continue;
    const start = initial[element.name] ?? (isHidden ? undefined : element.defaultValue);
    if (start !== undefined && element.value !== start) fields[element.name] = element.value;
  }
  return fields;
}

/** Keeps what every marked form on this screen holds that differs from what the page loaded with. */
export function keepDrafts(owner: string, now = Date.now()): void {
  for (const form of Array.from(document.querySelectorAll<HTMLFormElement>(`form[${DRAFT_ATTRIBUTE}]`))) {
    const name = form.getAttribute(DRAFT_ATTRIBUTE) ?? '';
    const fields = typedFields(form, initialFields.get(name) ?? {});
    if (Object.values(fields).every((value) => !value.trim())) continue;
    const draft: KeptDraft = { fields, keptAt: now };
    try {
      localStorage.setItem(keyOf(owner, location.pathname, name), JSON.stringify(draft));
    } catch {
      // Storage refused: nothing more can be done as the session ends.
    }
  }
}

/** The draft kept for this person, screen and form, if any (and not too old). */
export function readDraft(owner: string, name: string, now = Date.now()): KeptDraft | null {
  const key = keyOf(owner, location.pathname, name);
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as KeptDraft | null;
    if (draft && typeof draft.fields === 'object' && now - draft.keptAt < KEPT_FOR_MS) return draft;
    localStorage.removeItem(key);
  } catch {
    // Unreadable: as if none.
  }
  return null;
}

export function forgetDraft(owner: string, name: string): void {
  try {
    localStorage.removeItem(keyOf(owner, location.pathname, name));
  } catch {
    // Nothing to forget.
  }
}
