import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Form, useNavigate } from '@remix-run/react';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Modal, modalClasses } from '#app/ui/modal.tsx';

type ConfirmDialogProps = {
  title: string;
  /** The question, e.g. 'Do you want to delete this request really?'. */
  question: string;
  /** Names what it is about (a title, a name). */
  detail?: ReactNode;
  /** The fields the confirming button posts, besides its `intent`. */
  fields: Record<string, string>;
  intent: string;
  confirmLabel: string;
  /** Where Cancel (and Escape) go: the screen without the dialog. */
  cancelHref: string;
  onCancel?: () => void;
  /** Where the form posts (the screen's action by default). */
  action?: string;
  isSubmitting?: boolean;
};

/**
 * A destructive action's confirmation, opened by a link (a URL parameter) so it is in the server's HTML: the
 * question, Cancel (focused first, as the safe choice) and the confirming button, which posts `fields` and
 * `intent`. Without JavaScript it is the same form.
 */
export function ConfirmDialog({
  title,
  question,
  detail,
  fields,
  intent,
  confirmLabel,
  cancelHref,
  onCancel,
  action,
  isSubmitting = false,
}: ConfirmDialogProps) {
  const navigate = useNavigate();
  const cancelRef = useRef<HTMLAnchorElement>(null);
  const close = onCancel ?? (() => navigate(cancelHref, { preventScrollReset: true }));
  return (
    <Modal
      isOpen
      title={title}
      role="alertdialog"
      size="sm"
      onClose={close}
      initialFocusRef={cancelRef}
      footer={
        <Form method="post" action={action} className={modalClasses.actions} preventScrollReset>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <ButtonLink ref={cancelRef} to={cancelHref} variant="secondary" preventScrollReset>
            Cancel
          </ButtonLink>
          <Button type="submit" name="intent" value={intent} variant="danger" isLoading={isSubmitting}>
            {confirmLabel}
          </Button>
        </Form>
      }
    >
      <p>{question}</p>
      {detail ? <p className={modalClasses.detail}>{detail}</p> : null}
    </Modal>
  );
}
