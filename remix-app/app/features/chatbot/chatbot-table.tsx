import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { DataTable, tableClasses } from '#app/ui/data-table.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { cutAnswer, cutQuestion, type ChatbotPair } from '#app/features/chatbot/chatbot.ts';
import styles from '#app/features/chatbot/chatbot-page.module.css';

export const NO_PAIRS_MESSAGE =
  'The chatbot has no question and answer of its own yet. Until it has, it answers from your Help Center articles.';

/** Table footers repeat the header above 7 rows (spec part 2, section 9, as the article lists). */
const FOOTER_ROW_THRESHOLD = 7;

type ChatbotTableProps = {
  pairs: ChatbotPair[];
  /** The number of the first row on this page (No continues across pages). */
  firstNumber: number;
  /** Where a row's Edit goes; null for a reader (a provider-role member sees the table only). */
  editHrefFor: ((id: string) => string) | null;
  footer?: ReactNode;
};

/** The pairs: No, Question (cut at 80), Answer (cut at 120), Date added, Edit (spec part 2: Chatbot). */
export function ChatbotTable({ pairs, firstNumber, editHrefFor, footer }: ChatbotTableProps) {
  if (pairs.length === 0) return <EmptyState icon="message">{NO_PAIRS_MESSAGE}</EmptyState>;
  const columns = ['No', 'Question', 'Answer', 'Date added', ...(editHrefFor ? ['Edit'] : [])];
  return (
    <DataTable
      caption="Questions and answers"
      columns={columns}
      footer={footer}
      hasFooterRow={pairs.length > FOOTER_ROW_THRESHOLD}
    >
      {pairs.map((pair, index) => (
        <tr key={pair.id}>
          <td className={tableClasses.number}>{firstNumber + index}</td>
          <td className={styles.question} title={pair.question}>
            {cutQuestion(pair.question)}
          </td>
          <td className={styles.answer} title={pair.answer}>
            {cutAnswer(pair.answer)}
          </td>
          <td className={tableClasses.number}>{pair.addedDate}</td>
          {editHrefFor ? (
            <td>
              <Link
                to={editHrefFor(pair.id)}
                preventScrollReset
                aria-label={`Edit the answer to: ${cutQuestion(pair.question)}`}
              >
                Edit
              </Link>
            </td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}
