import type { KeyboardEvent } from 'react';
import { Form, Link } from '@remix-run/react';
import { MESSAGE_MAX_LENGTH } from '@tele/contract/constants';
import { Button } from '#app/ui/button.tsx';
import styles from '#app/features/messages/messages-page.module.css';
import { useKeptDraft } from '#app/features/idle-signout/index.ts';

type MessageComposerProps = {
  threadUrl: string;
  /** Edit mode: the message loaded into the input; Send updates it. */
  editing: { id: string; text: string } | null;
  isSubmitting: boolean;
};

/** Enter sends (Shift+Enter starts a new line); without JavaScript the Send button does. */
function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/**
 * The input and Send. In edit mode the message is in the input and Send updates it; an empty text sends
 * nothing (and leaves edit mode). Keyed by the server by what it edits, so a sent message clears the input.
 */
export function MessageComposer({ threadUrl, editing, isSubmitting }: MessageComposerProps) {
  const kept = useKeptDraft({ name: 'message', initial: {} });
  return (
    <Form method="post" action={threadUrl} className={styles.composer} preventScrollReset {...kept.formProps}>
      {kept.offer}
      <input type="hidden" name="intent" value={editing ? 'update' : 'send'} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <label htmlFor="message-text" className={styles.composerLabel}>
        {editing ? 'Edit your message' : 'Your message'}
      </label>
      <textarea
        id="message-text"
        name="text"
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        defaultValue={editing?.text ?? ''}
        onKeyDown={sendOnEnter}
        aria-describedby="message-hint"
        className={styles.input}
      />
      <p id="message-hint" className={styles.hint}>
        Enter sends; Shift+Enter starts a new line.
      </p>
      <div className={styles.composerActions}>
        {editing ? (
          <Link to={threadUrl} className={styles.cancel}>
            Cancel editing
          </Link>
        ) : null}
        <Button type="submit" isLoading={isSubmitting}>
          Send
        </Button>
      </div>
    </Form>
  );
}
