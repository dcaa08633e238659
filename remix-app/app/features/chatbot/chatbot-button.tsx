import { lazy, Suspense, useState } from 'react';
import type { ChatbotAudience } from '#app/features/chatbot/chatbot.ts';
import styles from '#app/features/chatbot/chatbot-button.module.css';

/** The dialog, fetched on first open (or when the pointer or focus reaches the button): pages stay light. */
const loadDialog = () => import('#app/features/chatbot/chatbot-dialog.tsx');
const ChatbotDialog = lazy(loadDialog);

type ChatbotButtonProps = {
  productName: string;
  audience: ChatbotAudience;
  /** The person's name, for the chatbot's "Hello {name}". */
  name: string;
};

/**
 * The floating 'Message {product}' button (spec part 2: Shell; Chatbot) on every team screen and a client's
 * pages. It opens the help chatbot's dialog; the conversation stays while the page does.
 */
export function ChatbotButton({ productName, audience, name }: ChatbotButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const warm = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H8l-4 4z" />
        </svg>
        Message {productName}
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <ChatbotDialog
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            productName={productName}
            audience={audience}
            name={name}
          />
        </Suspense>
      ) : null}
    </>
  );
}
