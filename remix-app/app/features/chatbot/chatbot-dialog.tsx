import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useFetcher } from '@remix-run/react';
import { CHATBOT_QUESTION_MAX_LENGTH } from '@tele/contract/constants';
import { CHATBOT_WIDGET } from '@tele/contract/library-messages';
import { Button } from '#app/ui/button.tsx';
import { Modal } from '#app/ui/modal.tsx';
import {
  CHATBOT_ASK_PATH,
  CHATBOT_OPTIONS,
  replyForAnswer,
  replyForFlag,
  type ChatbotAnswer,
  type ChatbotAudience,
  type ChatbotEntry,
  type ChatbotReply,
} from '#app/features/chatbot/chatbot.ts';
import styles from '#app/features/chatbot/chatbot-dialog.module.css';

export const GREETING: ChatbotEntry = { id: 0, from: 'bot', text: CHATBOT_WIDGET.greeting };

type ChatbotDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  productName: string;
  audience: ChatbotAudience;
  name: string;
};

/**
 * The help chatbot's dialog (spec part 2: Chatbot): the greeting, the three options (answered here), and free
 * questions asked through /chatbot (learn-chatbot). Loaded on the button's first open.
 */
export default function ChatbotDialog({ isOpen, onClose, productName, audience, name }: ChatbotDialogProps) {
  const fetcher = useFetcher<ChatbotAnswer>();
  const [entries, setEntries] = useState<ChatbotEntry[]>([GREETING]);
  const nextId = useRef(1);
  const answered = useRef<ChatbotAnswer | null>(null);

  function append(from: ChatbotEntry['from'], reply: ChatbotReply) {
    const entry = { id: nextId.current++, from, ...reply };
    setEntries((current) => [...current, entry]);
  }

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || answered.current === answer) return;
    answered.current = answer;
    append('bot', replyForAnswer(answer, { audience, name }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one entry per answer, whatever else changed
  }, [fetcher.state, fetcher.data]);

  return (
    <ChatbotDialogView
      isOpen={isOpen}
      onClose={onClose}
      productName={productName}
      entries={entries}
      isAnswering={fetcher.state !== 'idle'}
      onOption={(option) => {
        append('person', { text: option.label });
        const reply = replyForFlag(option.flag, { audience, name });
        if (reply) append('bot', reply);
      }}
      onAsk={(message) => {
        append('person', { text: message });
        void fetcher.submit({ message }, { method: 'post', action: CHATBOT_ASK_PATH });
      }}
    />
  );
}

type ChatbotDialogViewProps = {
  isOpen: boolean;
  onClose: () => void;
  productName: string;
  entries: ChatbotEntry[];
  isAnswering?: boolean;
  onOption?: (option: (typeof CHATBOT_OPTIONS)[number]) => void;
  onAsk?: (message: string) => void;
};

/** The dialog as it looks: the conversation (announced as it grows), the options, the question field. */
export function ChatbotDialogView({
  isOpen,
  onClose,
  productName,
  entries,
  isAnswering = false,
  onOption,
  onAsk,
}: ChatbotDialogViewProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const [question, setQuestion] = useState('');

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries.length, isAnswering]);

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = question.trim();
    if (!message || isAnswering) return;
    onAsk?.(message);
    setQuestion('');
  }

  return (
    <Modal
      isOpen={isOpen}
      title={`Message ${productName}`}
      onClose={onClose}
      size="sm"
      hasDescription={false}
      initialFocusRef={inputRef}
    >
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label="Conversation with the help chatbot"
      >
        {entries.map((entry) => (
          <ChatEntry key={entry.id} entry={entry} />
        ))}
        {isAnswering ? <p className={styles.pending}>Looking for an answer…</p> : null}
      </div>
      <div className={styles.options} role="group" aria-label="Topics">
        {CHATBOT_OPTIONS.map((option) => (
          <Button
            key={option.label}
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => onOption?.(option)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      <form className={styles.ask} onSubmit={ask}>
        <label className="visually-hidden" htmlFor={inputId}>
          Your question
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          name="message"
          autoComplete="off"
          placeholder="Type your question"
          maxLength={CHATBOT_QUESTION_MAX_LENGTH}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <Button type="submit" size="sm" isLoading={isAnswering}>
          Send
        </Button>
      </form>
      <div className={styles.footer}>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}

/** One message: always text (never HTML); an article is a link with its excerpt. */
function ChatEntry({ entry }: { entry: ChatbotEntry }) {
  const isBot = entry.from === 'bot';
  return (
    <div className={isBot ? styles.bot : styles.person}>
      <span className="visually-hidden">{isBot ? 'Chatbot: ' : 'You: '}</span>
      <p className={styles.text}>{entry.text}</p>
      {entry.lines?.map((line) => (
        <p key={line} className={styles.text}>
          {line}
        </p>
      ))}
      {entry.link ? (
        <p className={styles.text}>
          <Link to={entry.link.href} className={styles.link}>
            {entry.link.label}
          </Link>
          {entry.link.excerpt ? <span className={styles.excerpt}>{entry.link.excerpt}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
