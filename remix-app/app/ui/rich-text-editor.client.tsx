import { useEffect, useMemo, useRef } from 'react';
import ReactQuill from 'react-quill';
import type { Quill } from 'quill';
import 'quill/dist/quill.snow.css';
import { IMAGE_MESSAGES } from '@tele/contract/messages';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '#app/utils/form-fields.ts';
import styles from '#app/ui/rich-text-editor.module.css';

/** Which toolbar: a private note's (inline styles, lists, link, image) or an article's (also alignment, undo and
 * redo, and remove formatting: spec part 2's editor tools). */
export type RichTextTools = 'note' | 'article';

export type RichTextEditorProps = {
  tools: RichTextTools;
  /** Names the toolbar, e.g. 'Note formatting'. */
  toolbarLabel: string;
  /** The HTML to start from (edit mode), '' for a new text. */
  defaultValue: string;
  /** Every change, as HTML. */
  onChange: (html: string) => void;
  /** Names the editor (the id of its visible label). */
  labelId: string;
  /** Its hint and error messages. */
  describedBy?: string;
  isInvalid?: boolean;
  /** Where an image goes before it is put in the text: answers `{path}`, or `{msg}` when refused. */
  imageUploadUrl: string;
  /** A refused image (too large, wrong type, refused by the server): its message for the person. */
  onImageError: (message: string | null) => void;
};

type Tool = { format: string; value?: string; label: string };

const INLINE: Tool[] = [
  { format: 'bold', label: 'Bold' },
  { format: 'italic', label: 'Italic' },
  { format: 'underline', label: 'Underline' },
  { format: 'strike', label: 'Strikethrough' },
];
const LISTS: Tool[] = [
  { format: 'list', value: 'ordered', label: 'Numbered list' },
  { format: 'list', value: 'bullet', label: 'Bulleted list' },
];
const ALIGNMENT: Tool[] = [
  { format: 'align', value: '', label: 'Align left' },
  { format: 'align', value: 'center', label: 'Align centre' },
  { format: 'align', value: 'right', label: 'Align right' },
  { format: 'align', value: 'justify', label: 'Justify' },
];
const INSERT: Tool[] = [
  { format: 'link', label: 'Link' },
  { format: 'image', label: 'Insert an image' },
];
const HISTORY: Tool[] = [
  { format: 'undo', label: 'Undo' },
  { format: 'redo', label: 'Redo' },
];

/** The toolbar's buttons by group, and the formats the text may carry. */
const TOOLBARS: Record<RichTextTools, { groups: Tool[][]; formats: string[] }> = {
  note: {
    groups: [INLINE, LISTS, INSERT],
    formats: ['bold', 'italic', 'underline', 'strike', 'list', 'link', 'image'],
  },
  article: {
    groups: [INLINE, LISTS, ALIGNMENT, INSERT, HISTORY, [{ format: 'clean', label: 'Remove formatting' }]],
    formats: ['bold', 'italic', 'underline', 'strike', 'list', 'align', 'link', 'image'],
  },
};

/** Buttons that do something rather than toggle a style: they have no pressed state. */
const ACTIONS = new Set(['image', 'link', 'undo', 'redo', 'clean']);

/**
 * The rich-text editor of private notes and articles: Quill 1.3 through react-quill 2 (ADR 0004), loaded only
 * in the browser (note-form.tsx, article-form.tsx). The toolbar is ours, so each button has a name and says whether its style is on; Tab and
 * Shift+Tab leave the editor as everywhere else (Quill would indent instead, a keyboard trap). An image is
 * checked here (png or jpeg, at most 2 MB: 'The file size have to be smaller than 2MB...') before it is
 * uploaded, then put in the text where the cursor is.
 */
export default function RichTextEditor({
  tools,
  toolbarLabel,
  defaultValue,
  onChange,
  labelId,
  describedBy,
  isInvalid = false,
  imageUploadUrl,
  onImageError,
}: RichTextEditorProps) {
  const editorRef = useRef<ReactQuill>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const uploadRef = useRef({ imageUploadUrl, onImageError });
  uploadRef.current = { imageUploadUrl, onImageError };

  // The modules are made once: new ones would make react-quill build a new editor.
  const modules = useMemo(
    () => ({
      toolbar: {
        container: `#${labelId}-toolbar`,
        handlers: {
          image(this: { quill: Quill }) {
            chooseImage(this.quill, uploadRef.current);
          },
          undo(this: { quill: Quill }) {
            historyOf(this.quill).undo();
          },
          redo(this: { quill: Quill }) {
            historyOf(this.quill).redo();
          },
        },
      },
      keyboard: { bindings: { tab: false, indent: false, outdent: false, 'remove tab': false } },
    }),
    [labelId],
  );

  useEffect(() => {
    const quill = editorRef.current?.getEditor();
    const toolbar = toolbarRef.current;
    if (!quill || !toolbar) return;
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    root.setAttribute('aria-invalid', String(isInvalid));
    // The link tooltip's field has no label of its own.
    root.parentElement?.querySelector('.ql-tooltip input')?.setAttribute('aria-label', 'Link address');

    // Each style button says whether the text at the cursor has it: Quill marks the active ones `ql-active`.
    const observer = new MutationObserver(() => {
      for (const button of toolbar.querySelectorAll<HTMLButtonElement>('button[data-format]'))
        button.setAttribute('aria-pressed', String(button.classList.contains('ql-active')));
    });
    observer.observe(toolbar, { subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [labelId, describedBy, isInvalid]);

  return (
    <div className={styles.editor}>
      <div
        id={`${labelId}-toolbar`}
        ref={toolbarRef}
        role="toolbar"
        aria-label={toolbarLabel}
        className={styles.toolbar}
      >
        {TOOLBARS[tools].groups.map((group, index) => (
          <span key={index} className="ql-formats">
            {group.map((tool) => (
              <button
                key={`${tool.format}-${tool.value ?? ''}`}
                type="button"
                className={
                  tool.format === 'undo' || tool.format === 'redo'
                    ? `ql-${tool.format} ${styles.history}`
                    : `ql-${tool.format}`
                }
                value={tool.value}
                data-format={ACTIONS.has(tool.format) ? undefined : tool.format}
                aria-pressed={ACTIONS.has(tool.format) ? undefined : false}
                aria-label={tool.label}
                title={tool.label}
              >
                {tool.format === 'undo' || tool.format === 'redo' ? (
                  <HistoryArrow direction={tool.format} />
                ) : null}
              </button>
            ))}
          </span>
        ))}
      </div>
      <ReactQuill
        ref={editorRef}
        theme="snow"
        defaultValue={defaultValue}
        onChange={(html) => onChange(html)}
        modules={modules}
        formats={TOOLBARS[tools].formats}
        placeholder="Please input the content."
      />
    </div>
  );
}

/** Opens the file chooser; a fitting image is uploaded and put in the note at the cursor. */
function chooseImage(
  quill: Quill,
  {
    imageUploadUrl,
    onImageError,
  }: { imageUploadUrl: string; onImageError: (message: string | null) => void },
) {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = IMAGE_TYPES.join(',');
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return onImageError(IMAGE_MESSAGES.badType);
    if (file.size > IMAGE_MAX_BYTES) return onImageError(IMAGE_MESSAGES.tooLarge);
    onImageError(null);
    const range = quill.getSelection(true);
    const body = new FormData();
    body.set('image', file);
    void fetch(imageUploadUrl, { method: 'POST', body, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const answer = (await response.json().catch(() => ({}))) as { path?: string; msg?: string };
        if (!response.ok || !answer.path) {
          onImageError(answer.msg ?? 'The image could not be added. Please try again.');
          return;
        }
        quill.insertEmbed(range.index, 'image', answer.path, 'user');
        quill.setSelection(range.index + 1, 0, 'user');
      })
      .catch(() => onImageError('The image could not be added. Please try again.'));
  });
  input.click();
}

/** Quill's history module (undo and redo of the person's own changes). */
function historyOf(quill: Quill): { undo: () => void; redo: () => void } {
  return quill.getModule('history') as { undo: () => void; redo: () => void };
}

/** An arrow bending back (undo) or forward (redo). */
function HistoryArrow({ direction }: { direction: 'undo' | 'redo' }) {
  return (
    <svg
      viewBox="0 0 18 18"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={direction === 'redo' ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path d="M6 4 3 7l3 3" />
      <path d="M3 7h7.5a4.5 4.5 0 0 1 0 9H8" />
    </svg>
  );
}
