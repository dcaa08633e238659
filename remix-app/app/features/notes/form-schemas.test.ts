import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import { fieldErrors, formData } from '../../../test/form-data.ts';
import { hasNoteContent, NoteSchema } from './form-schemas.ts';

describe('NoteSchema', () => {
  test("Quill's empty editor and blank lines are no note: 'Please input the note.'", () => {
    expect(hasNoteContent('<p><br></p>')).toBe(false);
    expect(hasNoteContent('<p>&nbsp; </p><p><br></p>')).toBe(false);
    expect(fieldErrors(parseWithZod(formData({ content: '<p><br></p>' }), { schema: NoteSchema }))).toEqual({
      content: ['Please input the note.'],
    });
    expect(fieldErrors(parseWithZod(formData({}), { schema: NoteSchema }))).toEqual({
      content: ['Please input the note.'],
    });
  });

  test('text or an image is a note; an edit names its note', () => {
    expect(hasNoteContent('<p><img src="/api/files/abc"></p>')).toBe(true);
    const submission = parseWithZod(
      formData({ noteId: '65a1b2c3d4e5f60718293d01', content: '<p>Slept <strong>well</strong>.</p>' }),
      { schema: NoteSchema },
    );
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      noteId: '65a1b2c3d4e5f60718293d01',
      content: '<p>Slept <strong>well</strong>.</p>',
    });
  });
});
