import { Op } from 'sequelize';
import { NotificationModel } from '#data/db/models/notification.js';
import type { TxOptions } from './transaction.js';

/** Messages of some templates a practice queued since a moment (through `notifications_practice`). */
export async function countPracticeNotifications(
  input: { practiceId: string; templates: string[]; since: Date },
  options: TxOptions = {},
): Promise<number> {
  return NotificationModel.count({
    where: {
      practice_id: input.practiceId,
      created_at: { [Op.gte]: input.since },
      template: { [Op.in]: input.templates },
    },
    ...options,
  });
}
