import { useRef, useState } from 'react';
import type { FocusEvent, FormEvent } from 'react';
import type { SubmissionResult } from '@conform-to/react';

/*
 * Forms on the pages a client opens check their fields with the browser's own constraint validation, not with
 * zod and conform in the browser: those two weigh 19 KB gzipped, and such a page may ship 100 KB of which React
 * and Remix take 88 (ADR 0032). The form's one schema still decides: the server derives these checks from it
 * (`formChecksOf`, form-checks.server.ts) and its loader hands them to the form; the action parses the post
 * with the schema, as every form's does. What the browser cannot see (two new passwords that differ, an
 * address without a dot after the @) the server answers after Submit, with the same sentence.
 */

/** What the browser checks of one field, and the schema's words when the field is refused. */
export type FieldCheck = {
  required?: true;
  /** When the field is empty. */
  missing?: string;
  /** When the browser refuses what was typed (not an e-mail address, not a number). */
  invalid?: string;
};
export type FormChecks = Readonly<Record<string, FieldCheck>>;

/** One field of a checked form: its control's props (id, name, required, first value) and its errors. */
export type CheckedField = {
  id: string;
  errorId: string;
  errors: string[] | undefined;
  initialValue: string | undefined;
  inputProps: { id: string; name: string; required?: boolean; defaultValue?: string };
};

type CheckedFormOptions = {
  id: string;
  checks: FormChecks;
  /** The action's conform reply: its errors are shown, its values (the refused post's) fill the fields. */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Readonly<Record<string, string | undefined>>;
};

type Errors = Readonly<Record<string, string[] | undefined>>;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A form checked as a person fills it, as conform does elsewhere: every field on Submit (nothing is sent while
 * one is refused, and the first refused one gets the focus), a field when it is left, and again as it is
 * edited once it has been checked.
 */
export function useCheckedForm({ id, checks, lastResult, defaultValue = {} }: CheckedFormOptions) {
  const [shown, setShown] = useState({ lastResult, errors: errorsOf(lastResult) });
  let { errors } = shown;
  if (shown.lastResult !== lastResult) {
    // A new answer from the server replaces what the browser found (React's state-from-props pattern).
    errors = errorsOf(lastResult);
    setShown({ lastResult, errors });
  }
  const checkedNames = useRef(new Set<string>());
  const show = (update: Errors) =>
    setShown((current) => ({ ...current, errors: { ...current.errors, ...update } }));
  const check = (control: Control) => show({ [control.name]: refusalOf(control, checks[control.name]) });

  const props = {
    id,
    noValidate: true,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const controls = controlsOf(event.currentTarget);
      const found: Record<string, string[] | undefined> = { '': undefined };
      for (const control of controls) {
        checkedNames.current.add(control.name);
        found[control.name] ??= refusalOf(control, checks[control.name]);
      }
      show(found);
      const firstRefused = controls.find((control) => found[control.name]);
      if (firstRefused) {
        event.preventDefault();
        firstRefused.focus();
      }
    },
    onBlur(event: FocusEvent<HTMLFormElement>) {
      if (!isControl(event.target)) return;
      checkedNames.current.add(event.target.name);
      check(event.target);
    },
    onInput(event: FormEvent<HTMLFormElement>) {
      if (isControl(event.target) && checkedNames.current.has(event.target.name)) check(event.target);
    },
  };
  const initialValues: Readonly<Record<string, unknown>> = lastResult?.initialValue ?? defaultValue;
  const field = (name: string): CheckedField => {
    const value = initialValues[name];
    const initialValue = typeof value === 'string' ? value : undefined;
    const fieldId = `${id}-${name}`;
    return {
      id: fieldId,
      errorId: `${fieldId}-error`,
      errors: errors[name],
      initialValue,
      inputProps: {
        id: fieldId,
        name,
        ...(checks[name]?.required ? { required: true } : {}),
        ...(initialValue === undefined ? {} : { defaultValue: initialValue }),
      },
    };
  };
  return [{ props, errors: errors[''], errorId: `${id}-error` }, field] as const;
}

function errorsOf(lastResult: SubmissionResult<string[]> | null | undefined): Errors {
  return Object.fromEntries(
    Object.entries(lastResult?.error ?? {}).map(([name, messages]) => [name, messages ?? undefined]),
  );
}

/** The schema's words for what the browser refuses in a control, if it refuses anything. */
function refusalOf(control: Control, check: FieldCheck | undefined): string[] | undefined {
  const { validity } = control;
  const message = validity.valueMissing
    ? check?.missing
    : validity.typeMismatch || validity.badInput
      ? (check?.invalid ?? check?.missing)
      : undefined;
  return message === undefined ? undefined : [message];
}

const isControl = (element: EventTarget): element is Control =>
  (element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement) &&
  element.name !== '' &&
  !element.disabled;

function controlsOf(form: HTMLFormElement): Control[] {
  return [...form.elements].filter(isControl).filter((control) => control.type !== 'hidden');
}
