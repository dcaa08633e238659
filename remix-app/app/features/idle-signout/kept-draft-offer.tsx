import { useContext, useEffect, useState } from 'react';
import { Button } from '#app/ui/button.tsx';
import { DraftOwnerContext } from './idle-signout.tsx';
import type { KeptDraft } from './keep-drafts.ts';
import styles from './kept-draft-offer.module.css';

/** The attribute that marks an editor's form whose text is kept at an idle sign-out. */
export const DRAFT_ATTRIBUTE = 'data-kept-draft';

/**
 * Where a person's draft of one form on one screen is kept in localStorage: the query is part of the screen (the
 * client record names the note it opens there), so a note's draft is never offered on another note.
 */
export const draftKey = (owner: string, name: string) =>
  `tt-draft:${owner}:${location.pathname}${location.search}:${name}`;

/**
 * What each marked form started with, for the fields the page cannot tell (a hidden input a rich-text editor
 * fills has no separate default). Set by `useKeptDraft`, read at the sign-out.
 */
export const initialFields = new Map<string, Record<string, string>>();

/** A draft is offered back for this long after the sign-out that kept it, then dropped. */
const KEPT_FOR_MS = 12 * 3_600_000;

/** The draft kept for this person, screen and form, if any and not too old (an old one is removed). */
function readDraft(key: string): Record<string, string> | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as KeptDraft | null;
    if (draft && typeof draft.fields === 'object' && Date.now() - draft.keptAt < KEPT_FOR_MS)
      return draft.fields;
    localStorage.removeItem(key);
  } catch {
    // Unreadable or refused: as if none.
  }
  return null;
}

/**
 * One editor's part in keeping drafts (ADR 0046): its form spreads `formProps` (`data-kept-draft={name}`),
 * `initial` names what the form started with for fields the page cannot tell (a rich-text editor's hidden field),
 * and `offer` is shown when a draft kept at an idle sign-out waits for this person on this screen. Restoring puts
 * the kept text into the form's text fields by name and hands all of it to `onRestore` (for an editor that must
 * be told, such as Quill); either button forgets the draft.
 */
export function useKeptDraft({
  name,
  initial,
  onRestore,
}: {
  name: string;
  initial: Record<string, string>;
  onRestore?: (fields: Record<string, string>) => void;
}) {
  const owner = useContext(DraftOwnerContext);
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  initialFields.set(name, initial);
  const formProps = { [DRAFT_ATTRIBUTE]: name };

  useEffect(() => {
    setDraft(owner ? readDraft(draftKey(owner, name)) : null);
    return () => {
      initialFields.delete(name);
    };
  }, [owner, name]);

  if (!draft || !owner) return { offer: null, formProps };

  const close = () => {
    try {
      localStorage.removeItem(draftKey(owner, name));
    } catch {
      // Nothing to forget.
    }
    setDraft(null);
  };
  const restore = () => {
    const form = document.querySelector<HTMLFormElement>(`form[${DRAFT_ATTRIBUTE}="${name}"]`);
    for (const [field, value] of Object.entries(draft)) {
      const element = form?.elements.namedItem(field);
      if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement)
        element.value = value;
    }
    onRestore?.(draft);
    close();
  };
  const offer = (
    <div className={styles.draftOffer} role="status">
      <p>Text you were writing here when you were signed out was kept.</p>
      <Button type="button" variant="secondary" onClick={restore}>
        Restore it
      </Button>
      <Button type="button" variant="ghost" onClick={close}>
        Discard
      </Button>
    </div>
  );
  return { offer, formProps };
}
