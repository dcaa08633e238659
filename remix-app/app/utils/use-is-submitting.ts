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
