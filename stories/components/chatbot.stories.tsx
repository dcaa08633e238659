import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CHATBOT_MESSAGES, CHATBOT_WIDGET } from '@tele/contract/library-messages';
import { ChatbotButton } from '@tele/remix-app/features/chatbot/chatbot-button.tsx';
import { ChatbotDialogView, GREETING } from '@tele/remix-app/features/chatbot/chatbot-dialog.tsx';

const meta = {
  title: 'Chatbot/Widget',
  component: ChatbotButton,
  parameters: { route: { path: '/dashboard' } },
  args: { productName: 'TeleTherapist', audience: 'team', name: 'Morgan' },
} satisfies Meta<typeof ChatbotButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed: only the floating button. Opening it loads the dialog: the greeting and the three topics, the focus in
 * the question field; a topic is answered in place; Escape closes it and gives the focus back to the button.
 */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Message TeleTherapist' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('dialog')).toBeNull();

    await userEvent.click(button);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Message TeleTherapist' }));
    const log = dialog.getByRole('log');
    await expect(log).toHaveTextContent(CHATBOT_WIDGET.greeting);
    await waitFor(() => expect(dialog.getByLabelText('Your question')).toHaveFocus());
    for (const option of CHATBOT_WIDGET.options)
      await expect(dialog.getByRole('button', { name: option })).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Subscription and Pricing' }));
    await expect(log).toHaveTextContent(CHATBOT_WIDGET.pricingLead);
    await expect(log).toHaveTextContent('3-day free trial');
    await expect(log).toHaveTextContent('20% discount');
    await expect(dialog.getByRole('link', { name: 'See the plans and their prices' })).toHaveAttribute(
      'href',
      '/practice-subscription',
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** A free question goes to /chatbot as typed; the field empties for the next one. */
export const AskingAQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Message TeleTherapist' }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Your question'), 'How do I book a session?{Enter}');
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]).toMatchObject({
      action: '/chatbot',
      method: 'POST',
      fields: { message: 'How do I book a session?' },
    });
    await expect(dialog.getByRole('log')).toHaveTextContent('How do I book a session?');
    await expect(dialog.getByLabelText('Your question')).toHaveValue('');
  },
};

const dialogArgs = { isOpen: true, onClose: fn(), productName: 'TeleTherapist' };

/** The dialog as it opens: the greeting and the topics. */
export const Greeting: StoryObj<typeof ChatbotDialogView> = {
  render: (args) => <ChatbotDialogView {...args} />,
  args: { ...dialogArgs, entries: [GREETING] },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Message TeleTherapist' }));
    await expect(dialog.getByRole('log')).toHaveTextContent(CHATBOT_WIDGET.greeting);
    await expect(dialog.getByRole('log')).toHaveAttribute('aria-live', 'polite');
  },
};

/** An answer from the practice's pairs: plain text, markup shown as typed, never rendered. */
export const PairsAnswer: StoryObj<typeof ChatbotDialogView> = {
  render: (args) => <ChatbotDialogView {...args} />,
  args: {
    ...dialogArgs,
    entries: [
      GREETING,
      { id: 1, from: 'person', text: 'how do i book a session?' },
      { id: 2, from: 'bot', text: 'Open the calendar and choose <b>Create</b>.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(log).toHaveTextContent('You: how do i book a session?');
    await expect(log).toHaveTextContent('Chatbot: Open the calendar and choose <b>Create</b>.');
    await expect(log.querySelector('b')).toBeNull();
  },
};

/** No pair was close enough: the best help article, its title a link and a short excerpt. */
export const ArticleAnswer: StoryObj<typeof ChatbotDialogView> = {
  render: (args) => <ChatbotDialogView {...args} />,
  args: {
    ...dialogArgs,
    entries: [
      GREETING,
      { id: 1, from: 'person', text: 'where can i change my password' },
      {
        id: 2,
        from: 'bot',
        text: CHATBOT_MESSAGES.fromArticle,
        link: {
          href: '/help-details/6560a1b2c3d4e5f6a7b8c9d0',
          label: 'Changing your password',
          excerpt: 'Open Settings, then Security, and type your current password and the new one twice…',
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement);
    await expect(dialog.getByRole('link', { name: 'Changing your password' })).toHaveAttribute(
      'href',
      '/help-details/6560a1b2c3d4e5f6a7b8c9d0',
    );
    await expect(dialog.getByRole('log')).toHaveTextContent('Open Settings, then Security');
  },
};
