import { useNavigation } from '@remix-run/react';

/**
 * True from the moment a form is posted until the resulting page has loaded (so the spinner covers the
 * redirect too). Pass `formAction` to watch one particular form.
 */
export function useIsSubmitting({ formAction }: { formAction?: string } = {}): boolean {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || navigation.formMethod === undefined) return false;
  if (navigation.formMethod.toUpperCase() === 'GET') return false;
  return formAction === undefined || navigation.formAction === formAction;
}

/** The `intent` of the form being posted (its button's spinner), or null when nothing is being posted. */
export function useSendingIntent(): string | null {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || navigation.formMethod?.toUpperCase() === 'GET') return null;
  const intent = navigation.formData?.get('intent');
  return typeof intent === 'string' ? intent : null;
}
