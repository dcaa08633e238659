import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHATBOT_MESSAGES } from '@tele/contract/library-messages';
import { ChatbotTable, NO_PAIRS_MESSAGE } from '@tele/remix-app/features/chatbot/chatbot-table.tsx';
import { AddPairForm, EditPairModal } from '@tele/remix-app/features/chatbot/pair-forms.tsx';
import type { ChatbotPair } from '@tele/remix-app/features/chatbot/chatbot.ts';

const pairs: ChatbotPair[] = Array.from({ length: 10 }, (_, index) => ({
  id: `6560a1b2c3d4e5f6a7b8c9${String(index).padStart(2, '0')}`,
  question:
    index === 0
      ? 'How do I book a recurring session for a client who comes every week at the same time, and can I change one of them later?'
      : `How do I do thing number ${index + 1}?`,
  answer:
    index === 0
      ? 'Open the calendar, choose Create, tick Recurring and set the repeat until date. Each session of the series can then be opened and changed on its own, without touching the others.'
      : `Like this, step ${index + 1}.`,
  addedDate: `Nov ${index + 10}, 2026, 9:00 AM`,
}));

const editHrefFor = (id: string) => `/add-chatbot?edit=${id}`;

const meta = {
  title: 'Chatbot/Add Chatbot Data',
  component: ChatbotTable,
  parameters: { layout: 'padded', route: { path: '/add-chatbot' } },
  args: { pairs, firstNumber: 1, editHrefFor },
} satisfies Meta<typeof ChatbotTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of ten: No, Question cut at 80, Answer cut at 120, Date added, Edit; the headings repeat below. */
export const APageOfPairs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.slice(0, 5)).toEqual(['No', 'Question', 'Answer', 'Date added', 'Edit']);
    const [, first] = canvas.getAllByRole('row');
    const [number, question, answer] = within(first!).getAllByRole('cell');
    await expect(number).toHaveTextContent('1');
    await expect(question!.textContent).toHaveLength(80);
    await expect(question!.textContent!.endsWith('…')).toBe(true);
    await expect(answer!.textContent).toHaveLength(120);
    await expect(within(first!).getByRole('link', { name: /^Edit the answer to/ })).toHaveAttribute(
      'href',
      editHrefFor(pairs[0]!.id),
    );
  },
};

/** A provider-role member reads the table: no Edit column. */
export const ReadOnly: StoryObj<typeof ChatbotTable> = {
  render: (args) => <ChatbotTable {...args} />,
  args: { pairs, firstNumber: 1, editHrefFor: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { pairs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_PAIRS_MESSAGE)).toBeVisible();
  },
};

/** The add form: nothing is sent without a question and an answer ('Please input correctly.'). */
export const AddForm: StoryObj<typeof AddPairForm> = {
  render: (args) => <AddPairForm {...args} />,
  args: { action: '/add-chatbot' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Question'), 'How do I book?');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText(CHATBOT_MESSAGES.incomplete)).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);
    await userEvent.type(canvas.getByLabelText(/^Answer/), 'From the calendar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toMatchObject({
      intent: 'add',
      question: 'How do I book?',
      answer: 'From the calendar.',
    });
  },
};

/** 'Question and Answer': the pair whole, Cancel, Delete and Save; Delete posts its own intent. */
export const EditModal: StoryObj<typeof EditPairModal> = {
  render: (args) => <EditPairModal {...args} />,
  parameters: { route: { path: `/add-chatbot?edit=${pairs[0]!.id}` } },
  args: { pair: pairs[0]!, cancelHref: '/add-chatbot', action: `/add-chatbot?edit=${pairs[0]!.id}` },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Question and Answer' }));
    await expect(dialog.getByLabelText('Question')).toHaveValue(pairs[0]!.question);
    await expect(dialog.getByLabelText('Answer')).toHaveValue(pairs[0]!.answer);
    await expect(dialog.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/add-chatbot');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toMatchObject({ intent: 'delete', id: pairs[0]!.id });
  },
};
