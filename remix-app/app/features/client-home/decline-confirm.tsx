import { useRef } from 'react';
import { Form, useNavigate } from '@remix-run/react';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Modal, modalClasses } from '#app/ui/modal.tsx';
import type { ClientSession } from '#app/features/client-home/client-sessions.ts';

/** What the confirmation asks, by where the session is: an invitation, the client's request, a coming session. */
const QUESTIONS: Record<
  Exclude<ClientSession['kind'], 'past'>,
  { title: string; action: string; text: string }
> = {
  invitation: {
    title: 'Decline this session?',
    action: 'Decline',
    text: 'Your provider will see that you declined. You can ask for another time with Request a session.',
  },
  request: {
    title: 'Withdraw your request?',
    action: 'Withdraw request',
    text: 'Your provider will no longer see this request.',
  },
  upcoming: {
    title: 'Cancel your place in this session?',
    action: 'Cancel my place',
    text: 'Your place is given up. If it was the only one, the session is cancelled.',
  },
};

type DeclineConfirmProps = {
  session: ClientSession;
  cancelHref: string;
  isSubmitting?: boolean;
};

/**
 * Decline, Withdraw or Cancel my place, confirmed: Keep it goes back, the other posts the decline (the API
 * removes only the client's own place, and only before the session; it says why when it is too late).
 */
export function DeclineConfirm({ session, cancelHref, isSubmitting = false }: DeclineConfirmProps) {
  const navigate = useNavigate();
  const keepRef = useRef<HTMLAnchorElement>(null);
  if (session.kind === 'past') return null;
  const question = QUESTIONS[session.kind];
  return (
    <Modal
      isOpen
      title={question.title}
      role="alertdialog"
      size="sm"
      onClose={() => navigate(cancelHref, { preventScrollReset: true })}
      initialFocusRef={keepRef}
      footer={
        <Form method="post" action={cancelHref} className={modalClasses.actions} preventScrollReset>
          <input type="hidden" name="id" value={session.id} />
          <ButtonLink ref={keepRef} to={cancelHref} variant="secondary" preventScrollReset>
            Keep it
          </ButtonLink>
          <Button type="submit" name="intent" value="decline" variant="danger" isLoading={isSubmitting}>
            {question.action}
          </Button>
        </Form>
      }
    >
      <p>
        {session.title}, {session.date}, {session.time}
        {session.providerName ? ` with ${session.providerName}` : ''}.
      </p>
      <p className={modalClasses.detail}>{question.text}</p>
    </Modal>
  );
}
