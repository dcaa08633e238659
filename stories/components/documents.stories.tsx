import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DocumentList } from '@tele/remix-app/features/documents/document-list.tsx';
import { DocumentUploader } from '@tele/remix-app/features/documents/document-uploader.tsx';
import type { DocumentRow } from '@tele/remix-app/features/documents/documents.ts';

const rows: DocumentRow[] = [
  {
    id: '6740f3a0c1d2e3f4a5b6c7d1',
    filename: 'Thought-record.txt',
    senderName: 'Jordan Alvarez',
    recipientName: 'Robin Provider',
    href: '/files/6740f3a0c1d2e3f4a5b6c7d1/0f8e5d0c-1a2b-4c3d-8e9f-0a1b2c3d4e5f-Thought-record.txt',
    sharedDate: '2026-11-25T15:30:00.000Z',
  },
  {
    id: '6740f3a0c1d2e3f4a5b6c7d2',
    filename: 'Release of information.pdf',
    senderName: 'Deleted Client',
    recipientName: 'Robin Provider',
    href: '/files/6740f3a0c1d2e3f4a5b6c7d2/1f8e5d0c-1a2b-4c3d-8e9f-0a1b2c3d4e5f-Release-of-information.pdf',
    sharedDate: '2026-11-24T09:00:00.000Z',
  },
];

const meta = {
  title: 'Documents/Document list',
  component: DocumentList,
  parameters: { layout: 'padded', route: { path: '/documents' } },
  args: {
    documents: rows,
    show: 'sender',
    empty: 'Nobody has shared a document with you yet.',
    label: 'Shared with me',
  },
} satisfies Meta<typeof DocumentList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SharedWithMe: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Shared with me' });
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(first).toHaveTextContent('From Jordan Alvarez');
    // A sender whose account is gone reads "Deleted Client" (spec part 2).
    await expect(second).toHaveTextContent('From Deleted Client');
    await expect(within(first!).getByRole('link', { name: 'Download Thought-record.txt' })).toHaveAttribute(
      'href',
      rows[0]!.href,
    );
    // The list scrolls within 400 px.
    await expect(getComputedStyle(list).maxHeight).toBe('400px');
  },
};

export const NothingShared: Story = {
  args: {
    documents: [],
    show: 'recipient',
    empty: 'You have not shared a document yet',
    label: 'Owned by me',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have not shared a document yet')).toBeVisible();
  },
};

const recipients = [
  { id: '6740f3a0c1d2e3f4a5b6c7e1', name: 'Jordan Alvarez' },
  { id: '6740f3a0c1d2e3f4a5b6c7e2', name: 'Sam Rivera' },
];

/** The upload-and-share panel (spec part 2): its refusals in the spec's words, and pending entries with progress. */
export const Uploader: StoryObj<typeof DocumentUploader> = {
  render: () => <DocumentUploader recipients={recipients} side="provider" recipientLabel="Client" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upload = canvas.getByRole('button', { name: 'Upload' });
    await userEvent.click(upload);
    await expect(canvas.getByText('Please choose the file.')).toBeVisible();
    const input = canvas.getByLabelText('Document (PDF, DOCX or TXT)');
    await userEvent.upload(input, new File(['<svg/>'], 'picture.svg', { type: 'image/svg+xml' }), {
      applyAccept: false,
    });
    await userEvent.click(upload);
    await expect(canvas.getByText('Only .pdf, .docx and .txt format allowed.')).toBeVisible();

    await userEvent.selectOptions(canvas.getByLabelText('Client'), 'Sam Rivera');
    await userEvent.upload(input, new File(['Sleep log'], 'sleep log.txt', { type: 'text/plain' }));
    await userEvent.click(upload);
    const pending = canvas.getByRole('list', { name: 'Documents to share' });
    await expect(within(pending).getByText(/to Sam Rivera/)).toBeVisible();
    await expect(within(pending).getByRole('button', { name: 'Share with Sam Rivera' })).toBeInTheDocument();
    // X removes a pending entry.
    await userEvent.click(within(pending).getByRole('button', { name: 'Remove sleep log.txt' }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Documents to share' })).toBeNull());
  },
};

export const NobodyToShareWith: StoryObj<typeof DocumentUploader> = {
  render: () => <DocumentUploader recipients={[]} side="provider" recipientLabel="Client" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.getByText("The registered client don't exist.")).toBeVisible();
  },
};
