/** FormData from plain entries, and the field errors of a conform submission: for the form-schema tests. */
export function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

export function fieldErrors(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  return submission.status === 'success' ? {} : (submission.error ?? {});
}

/** A browser's form post (what a route's action reads), as the init of a Request. */
export function formRequest(entries: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(entries) };
}
