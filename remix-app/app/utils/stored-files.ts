/**
 * Where the browser reads an uploaded file: the API answers a stored file's path as `/api/files/{id}`, and the
 * web app serves it at `/files/{id}` (routes/files.$id.ts reads it from the API as the signed-in person).
 * A legacy data URL stays as it is; anything else is not shown.
 */
export function displayPathOf(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('data:image/')) return value;
  const match = /^\/api\/files\/([0-9a-f]{24})$/.exec(value);
  return match ? `/files/${match[1]}` : null;
}
