import { z } from 'zod';

export const ToastSchema = z.object({
  id: z.string(),
  type: z.enum(['success', 'error', 'info']).default('info'),
  title: z.string().optional(),
  description: z.string(),
  /** Where the person can act on the message (a plan's refusal: the Subscription page). */
  link: z.object({ href: z.string(), label: z.string() }).optional(),
  /** How long it stays, when the screen's spec says (the chatbot admin's 4 s); else its type's default. */
  durationMs: z.number().int().positive().max(60_000).optional(),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;
