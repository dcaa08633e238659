import type { KeyboardEvent } from 'react';

/**
 * The spec's Enter-key flow for the entry forms: Enter moves focus to the next field; in the last field it
 * submits, but only when that field is not empty. Without JavaScript, Enter simply submits.
 */
export function handleEnterToNextField(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const input = event.currentTarget;
  const form = input.form;
  if (!form) return;
  const fields = Array.from(form.elements).filter(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement &&
      element.type !== 'hidden' &&
      !element.disabled &&
      !element.readOnly,
  );
  const index = fields.indexOf(input);
  const next = index >= 0 ? fields[index + 1] : undefined;
  if (next) {
    event.preventDefault();
    next.focus();
    return;
  }
  if (input.value === '') event.preventDefault();
}
