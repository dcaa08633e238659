import { useRef } from 'react';
import { Form, useNavigate } from '@remix-run/react';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Modal, modalClasses } from '#app/ui/modal.tsx';

type DeleteMessageConfirmProps = {
  message: { id: string; text: string };
  threadUrl: string;
  isSubmitting: boolean;
};

/** Delete, confirmed: Keep it goes back to the thread, Delete removes the message for both people. */
export function DeleteMessageConfirm({ message, threadUrl, isSubmitting }: DeleteMessageConfirmProps) {
  const navigate = useNavigate();
  const keepRef = useRef<HTMLAnchorElement>(null);
  return (
    <Modal
      isOpen
      title="Delete this message?"
      role="alertdialog"
      size="sm"
      onClose={() => navigate(threadUrl, { preventScrollReset: true })}
      initialFocusRef={keepRef}
      footer={
        <Form method="post" action={threadUrl} className={modalClasses.actions} preventScrollReset>
          <input type="hidden" name="id" value={message.id} />
          <ButtonLink ref={keepRef} to={threadUrl} variant="secondary" preventScrollReset>
            Keep it
          </ButtonLink>
          <Button type="submit" name="intent" value="delete" variant="danger" isLoading={isSubmitting}>
            Delete
          </Button>
        </Form>
      }
    >
      <p>It is removed from the conversation for both of you.</p>
      <p className={modalClasses.detail}>{message.text}</p>
    </Modal>
  );
}
