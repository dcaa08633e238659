import { Op } from 'sequelize';
import { txOf, type Db } from './transaction.js';

/** Messages of some templates a practice queued since a moment (through `notifications_practice`). */
export async function countPracticeNotifications(
  db: Db,
  input: { practiceId: string; templates: string[]; since: Date },
): Promise<number> {
  return db.models.Notification.count({
    where: {
      practice_id: input.practiceId,
      created_at: { [Op.gte]: input.since },
      template: { [Op.in]: input.templates },
    },
    ...txOf(db),
  });
}
