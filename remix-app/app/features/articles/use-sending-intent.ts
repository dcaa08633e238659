import { useNavigation } from '@remix-run/react';

/** The `intent` of the form being posted (its button's spinner), or null when nothing is being posted. */
export function useSendingIntent(): string | null {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || navigation.formMethod?.toUpperCase() === 'GET') return null;
  const intent = navigation.formData?.get('intent');
  return typeof intent === 'string' ? intent : null;
}
