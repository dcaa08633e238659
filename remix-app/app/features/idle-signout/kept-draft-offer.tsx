import { createContext, useContext, useEffect, useState } from 'react';
import { Button } from '#app/ui/button.tsx';
import { DRAFT_ATTRIBUTE, forgetDraft, initialFields, readDraft } from './kept-drafts.ts';
import styles from './idle-signout.module.css';

/** Whose drafts these are: the signed-in person's id, provided by `IdleSignout`. */
export const DraftOwnerContext = createContext<string | null>(null);

/**
 * One editor's part in keeping drafts (ADR 0046): its form carries `data-kept-draft={name}`, `initial` names what
 * the form started with for fields the page cannot tell (a rich-text editor's hidden field), and the returned
 * element offers back a draft kept at an idle sign-out. Restoring puts the kept text into the form's text fields
 * by name and hands all of it to `onRestore` (for an editor that must be told, such as Quill).
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

  useEffect(() => {
    setDraft(owner ? (readDraft(owner, name)?.fields ?? null) : null);
    return () => {
      initialFields.delete(name);
    };
  }, [owner, name]);

  if (!draft || !owner) return { offer: null, formProps: { [DRAFT_ATTRIBUTE]: name } };

  const close = () => {
    forgetDraft(owner, name);
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
  return { offer, formProps: { [DRAFT_ATTRIBUTE]: name } };
}
