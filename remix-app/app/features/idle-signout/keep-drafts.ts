import { DRAFT_ATTRIBUTE, draftKey, initialFields } from './kept-draft-offer.tsx';

/**
 * Drafts kept at an idle sign-out (ADR 0046): the fields of every form marked `data-kept-draft="<name>"` on the
 * screen, written to localStorage under the person and the screen, and offered back (`useKeptDraft`) when that
 * person opens the same screen again. Nothing is kept while the person is signed in, nor at a chosen Log Out.
 */

export type KeptDraft = { fields: Record<string, string>; keptAt: number };

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
      localStorage.setItem(draftKey(owner, name), JSON.stringify(draft));
    } catch {
      // Storage refused: nothing more can be done as the session ends.
    }
  }
}

/**
 * A shared browser keeps no one else's words: once someone is signed in, the drafts other people left here are
 * removed (a draft is the health information being written).
 */
export function forgetOthersDrafts(owner: string): void {
  try {
    for (let k = localStorage.length - 1; k >= 0; k -= 1) {
      const key = localStorage.key(k);
      if (key?.startsWith('tt-draft:') && !key.startsWith(`tt-draft:${owner}:`)) localStorage.removeItem(key);
    }
  } catch {
    // Storage refused: nothing was kept either.
  }
}
