import { lazy, Suspense, useState } from 'react';
import type { ChatbotAudience } from '#app/features/chatbot/chatbot.ts';
import styles from '#app/features/chatbot/chatbot-button.module.css';

/**
 * The dialog, fetched on first open (or as the pointer or focus reaches the button): the client's pages have a
 * 100 KB budget, and the button is all they carry of the chatbot (with Vite's preload helper, the price of any
 * lazy import).
 */
const loadDialog = () => import('#app/features/chatbot/chatbot-dialog.tsx');
const ChatbotDialog = lazy(loadDialog);

type ChatbotButtonProps = {
  productName: string;
  audience: ChatbotAudience;
  /** The person's name, for the chatbot's "Hello {name}". */
  name: string;
};

/**
 * The floating 'Message {product}' button (spec part 2: Shell; Chatbot) on every team screen and the client
 * home. It opens the help chatbot's dialog; the conversation stays while the page does.
 */
export function ChatbotButton(props: ChatbotButtonProps) {
  // null until the first open; then whether the dialog is open (it stays mounted to keep the conversation).
  const [isOpen, setIsOpen] = useState<boolean | null>(null);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={isOpen === true}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => setIsOpen(true)}
      >
        Message {props.productName}
      </button>
      {isOpen === null ? null : (
        <Suspense>
          <ChatbotDialog {...props} isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
