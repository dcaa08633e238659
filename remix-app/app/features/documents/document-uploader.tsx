import { useNavigate } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { DOCUMENT_SCREEN_MESSAGES } from '@tele/contract/messages';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { SelectField } from '#app/ui/select-field.tsx';
import { fieldClasses } from '#app/ui/text-field.tsx';
import { AFTER_SHARE_DELAY_MS, DOCUMENT_ACCEPT, type Recipient } from '#app/features/documents/documents.ts';
import styles from './document-list.module.css';

/** A file on its way: uploading (with its progress), ready to share, or refused. */
type Pending = {
  key: number;
  name: string;
  recipient: Recipient;
  progress: number;
  state: 'uploading' | 'ready' | 'failed';
  path?: string;
  msg?: string;
};

type Notice = { tone: 'success' | 'error'; text: string } | null;

const ACCEPTED = /\.(pdf|docx|txt)$/i;

type DocumentUploaderProps = {
  recipients: Recipient[];
  /** The side the viewer shares as: a team member's `provider`, a client's `client` (share-with's `role`). */
  side: 'provider' | 'client';
  /** Where the page goes 2 s after a share (the spec's /documents-mydoc); the same page reloads its lists when absent. */
  afterShareHref?: string;
  /** The recipient field's label: "Client" for a provider, "Provider" for a client. */
  recipientLabel: string;
};

/** Sends one file to the web app's upload route with XHR, whose upload events give the progress. */
function sendFile(
  file: File,
  onProgress: (percent: number) => void,
): { done: Promise<Response>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Response>((resolve, reject) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    xhr.addEventListener('error', () => reject(new Error('upload failed')));
    xhr.addEventListener('abort', () => reject(new Error('upload aborted')));
  });
  const form = new FormData();
  form.set('selectedFile', file, file.name);
  xhr.open('POST', '/document-upload');
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

/**
 * The upload-and-share panel (spec part 2 "Documents"): choose a recipient and a pdf, docx or txt file; Upload
 * adds a pending entry that shows its progress while the file streams to the API; "Share with" shares it and
 * removes the entry, X removes it. After a share the page goes to `afterShareHref` after 2 s.
 */
export function DocumentUploader({
  recipients,
  side,
  afterShareHref,
  recipientLabel,
}: DocumentUploaderProps) {
  const id = useId();
  const navigate = useNavigate();
  const fileRef = useRef<HTMLInputElement>(null);
  const aborts = useRef(new Map<number, () => void>());
  const nextKey = useRef(1);
  const [recipientId, setRecipientId] = useState(recipients[0]?.id ?? '');
  const [pending, setPending] = useState<Pending[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [sharing, setSharing] = useState<number | null>(null);

  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort());
  }, []);

  const update = (key: number, change: Partial<Pending>) =>
    setPending((entries) => entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  async function upload() {
    const file = fileRef.current?.files?.[0];
    const recipient = recipients.find((person) => person.id === recipientId);
    if (recipients.length === 0)
      return setNotice({ tone: 'error', text: DOCUMENT_SCREEN_MESSAGES.noClients });
    if (!file) return setNotice({ tone: 'error', text: DOCUMENT_SCREEN_MESSAGES.noFile });
    if (!ACCEPTED.test(file.name))
      return setNotice({ tone: 'error', text: DOCUMENT_SCREEN_MESSAGES.badType });
    if (!recipient) return setNotice({ tone: 'error', text: DOCUMENT_SCREEN_MESSAGES.noClients });
    setNotice(null);
    const key = nextKey.current++;
    setPending((entries) => [
      ...entries,
      { key, name: file.name, recipient, progress: 0, state: 'uploading' },
    ]);
    if (fileRef.current) fileRef.current.value = '';
    const { done, abort } = sendFile(file, (progress) => update(key, { progress }));
    aborts.current.set(key, abort);
    try {
      const answer = (await (await done).json()) as { path?: string; name?: string; msg?: string };
      if (answer.path)
        update(key, { state: 'ready', progress: 100, path: answer.path, name: answer.name ?? file.name });
      else update(key, { state: 'failed', msg: answer.msg ?? DOCUMENT_SCREEN_MESSAGES.noFile });
    } catch (error) {
      if ((error as Error).message !== 'upload aborted')
        update(key, { state: 'failed', msg: 'The upload stopped. Please try again.' });
    } finally {
      aborts.current.delete(key);
    }
  }

  function remove(key: number) {
    aborts.current.get(key)?.();
    setPending((entries) => entries.filter((entry) => entry.key !== key));
  }

  async function share(entry: Pending) {
    if (!entry.path) return;
    setSharing(entry.key);
    const form = new FormData();
    form.set('path', entry.path);
    form.set('filename', entry.name);
    form.set('recipient_id', entry.recipient.id);
    form.set('role', side);
    try {
      const response = await fetch('/document-share', { method: 'POST', body: form });
      const answer = (await response.json()) as { ok?: boolean; msg?: string };
      if (!answer.ok) {
        setNotice({ tone: 'error', text: answer.msg || 'The document could not be shared.' });
        return;
      }
      setPending((entries) => entries.filter((other) => other.key !== entry.key));
      setNotice({ tone: 'success', text: answer.msg || DOCUMENT_SCREEN_MESSAGES.shared });
      window.setTimeout(
        () => navigate(afterShareHref ?? '.', { replace: !afterShareHref }),
        AFTER_SHARE_DELAY_MS,
      );
    } catch {
      setNotice({
        tone: 'error',
        text: 'The service is not available right now. Please try again in a few minutes.',
      });
    } finally {
      setSharing(null);
    }
  }

  return (
    <div className={styles.uploader}>
      <div className={styles.controls}>
        <SelectField
          label={recipientLabel}
          selectProps={{
            id: `${id}-recipient`,
            value: recipientId,
            onChange: (event) => setRecipientId(event.target.value),
          }}
        >
          {recipients.length === 0 ? <option value="">Nobody to share with yet</option> : null}
          {recipients.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <div className={fieldClasses.field}>
          <label className={fieldClasses.label} htmlFor={`${id}-file`}>
            Document (PDF, DOCX or TXT)
          </label>
          <input
            ref={fileRef}
            id={`${id}-file`}
            type="file"
            accept={DOCUMENT_ACCEPT}
            className={fieldClasses.input}
          />
        </div>
        <Button type="button" onClick={upload} icon={<Icon name="plus" />}>
          Upload
        </Button>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {pending.length > 0 ? (
        <ul className={styles.pending} aria-label="Documents to share">
          {pending.map((entry) => (
            <li key={entry.key} className={styles.entry}>
              <span className={styles.entryName}>
                {entry.name} <span className={styles.meta}>to {entry.recipient.name}</span>
              </span>
              {entry.state === 'failed' ? (
                <span role="alert">{entry.msg}</span>
              ) : (
                <progress
                  className={styles.progress}
                  max={100}
                  value={entry.progress}
                  aria-label={`Uploading ${entry.name}`}
                >
                  {entry.progress}%
                </progress>
              )}
              <Button
                size="sm"
                disabled={entry.state !== 'ready'}
                isLoading={sharing === entry.key}
                onClick={() => share(entry)}
              >
                Share with {entry.recipient.name}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => remove(entry.key)}
                aria-label={`Remove ${entry.name}`}
                icon={<Icon name="close" />}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
