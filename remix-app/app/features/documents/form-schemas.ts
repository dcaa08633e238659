import { z } from 'zod';
import { DOCUMENT_SCREEN_MESSAGES } from '@tele/contract/messages';

/** A pending upload shared with one person: the uploader's "Share with" (spec part 2 "Documents"). */
export const ShareDocumentSchema = z.object({
  path: z.string(DOCUMENT_SCREEN_MESSAGES.noFile).min(1, DOCUMENT_SCREEN_MESSAGES.noFile).max(400),
  filename: z.string().max(255).default(''),
  recipient_id: z
    .string(DOCUMENT_SCREEN_MESSAGES.noClients)
    .regex(/^[0-9a-f]{24}$/, DOCUMENT_SCREEN_MESSAGES.noClients),
  role: z.enum(['provider', 'client']),
});
export type ShareDocument = z.infer<typeof ShareDocumentSchema>;
