import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { NO_NOTES_MESSAGE, PrivateNotesTab } from '@tele/remix-app/features/notes/private-notes-tab.tsx';
import type { NotesTabData } from '@tele/remix-app/features/notes/notes-view.ts';
import { NOTE_ID, pageOf, RECORD_PATH } from '../support/client-fixtures.ts';

const base: NotesTabData = {
  kind: 'notes',
  view: 'new',
  newHref: `${RECORD_PATH}?tab=notes`,
  previousHref: `${RECORD_PATH}?tab=notes&notes=previous`,
  refusal: null,
  isAvailable: true,
  notes: [],
  page: pageOf(1, 1),
  editing: null,
  editingError: null,
  deleteHref: null,
  editHref: null,
  isDeleteConfirmOpen: false,
};

const editing: Partial<NotesTabData> = {
  editing: {
    id: NOTE_ID,
    html: '<p><strong>Slept</strong> well this week.</p>',
    updatedDate: 'Nov 24, 2026, 4:30 AM',
  },
  deleteHref: `${RECORD_PATH}?tab=notes&note=${NOTE_ID}&confirm=delete-note`,
  editHref: `${RECORD_PATH}?tab=notes&note=${NOTE_ID}`,
};

const meta = {
  title: 'Clients/Private notes',
  component: PrivateNotesTab,
  parameters: { layout: 'padded', route: { path: `${RECORD_PATH}?tab=notes` } },
  args: { data: base, intents: { save: 'save-note', delete: 'delete-note' } },
} satisfies Meta<typeof PrivateNotesTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The editor's writing area, once Quill has loaded in the browser. */
async function editorOf(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('textbox', { name: 'New note' }, { timeout: 5000 });
}

export const NewNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['New Note', 'Previous Notes']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const editor = await editorOf(canvasElement);
    // Nothing written: Publish sends nothing and says why.
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Please input the note.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);

    // The toolbar's buttons have names and say whether their style is on.
    const toolbar = within(canvas.getByRole('toolbar', { name: 'Note formatting' }));
    await expect(toolbar.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Numbered list',
      'Bulleted list',
      'Link',
      'Insert an image',
    ]);
    await userEvent.click(editor);
    await userEvent.click(toolbar.getByRole('button', { name: 'Bold' }));
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(editor, 'Slept well');
    // Tab leaves the editor (Quill would indent: a keyboard trap).
    await userEvent.tab();
    await expect(editor).not.toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({
      intent: 'save-note',
      content: '<p><strong>Slept well</strong></p>',
    });
  },
};

export const ImageTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorOf(canvasElement);
    // The image button opens a file chooser: catch the input it makes, and choose a 2 MB + 1 byte picture.
    const created = spyOn(document, 'createElement');
    const click = spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    let chooser: HTMLInputElement | null = null;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Insert an image' }));
      chooser =
        created.mock.results
          .map((result) => result.value as unknown)
          .find((element): element is HTMLInputElement => element instanceof HTMLInputElement) ?? null;
    } finally {
      click.mockRestore();
      created.mockRestore();
    }
    await expect(chooser).not.toBeNull();
    await expect(chooser!.accept).toBe('image/png,image/jpeg');
    const fetches: unknown[] = [];
    const realFetch = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      fetches.push(args);
      return realFetch(...args);
    };
    try {
      await userEvent.upload(
        chooser!,
        new File([new Uint8Array(2_097_153)], 'scan.png', { type: 'image/png' }),
      );
      await expect(
        await canvas.findByText('The file size have to be smaller than 2MB. Please choose the file again.'),
      ).toBeVisible();
      // Refused before any upload.
      await expect(fetches).toHaveLength(0);
    } finally {
      window.fetch = realFetch;
    }
  },
};

export const EditNote: Story = {
  args: { data: { ...base, ...editing } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole(
      'textbox',
      { name: 'Note of Nov 24, 2026, 4:30 AM' },
      { timeout: 5000 },
    );
    await expect(editor).toHaveTextContent('Slept well this week.');
    await expect(canvas.getByRole('link', { name: 'Delete' })).toHaveAttribute(
      'href',
      `${RECORD_PATH}?tab=notes&note=${NOTE_ID}&confirm=delete-note`,
    );
    await userEvent.type(editor, ' More next time.');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({
      intent: 'save-note',
      noteId: NOTE_ID,
      content: '<p><strong>Slept</strong> well this week. More next time.</p>',
    });
  },
};

export const DeleteConfirmation: Story = {
  args: { data: { ...base, ...editing, isDeleteConfirmOpen: true } },
  play: async ({ canvasElement }) => {
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Delete Note' }),
    );
    await expect(dialog.getByText('Do you want to delete this note really?')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `${RECORD_PATH}?tab=notes&note=${NOTE_ID}`,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]!.fields).toEqual({ noteId: NOTE_ID, intent: 'delete-note' });
  },
};

export const PreviousNotes: Story = {
  args: {
    data: {
      ...base,
      view: 'previous',
      notes: [
        {
          id: NOTE_ID,
          text: 'Slept well this week.',
          updatedDate: 'Nov 24, 2026, 4:30 AM',
          editHref: `${RECORD_PATH}?tab=notes&note=${NOTE_ID}`,
        },
      ],
      page: pageOf(1, 2),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Previous Notes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('Slept well this week.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Edit the note of Nov 24, 2026, 4:30 AM' }),
    ).toHaveAttribute('href', `${RECORD_PATH}?tab=notes&note=${NOTE_ID}`);
    await expect(canvas.getByRole('navigation', { name: 'Previous notes pages' })).toBeVisible();
  },
};

export const NoNotesYet: Story = {
  args: { data: { ...base, view: 'previous' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_NOTES_MESSAGE)).toBeVisible();
  },
};

export const OfficeStaff: Story = {
  args: { data: { ...base, refusal: 'Office staff can not read or write private notes.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Office staff can not read or write private notes.',
    );
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};
