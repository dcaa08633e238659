import { z } from 'zod';

export const ToastSchema = z.object({
  id: z.string(),
  type: z.enum(['success', 'error', 'info']).default('info'),
  title: z.string().optional(),
  description: z.string(),
  /** Where the person can act on the message (a plan's refusal: the Subscription page). */
  link: z.object({ href: z.string(), label: z.string() }).optional(),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;
