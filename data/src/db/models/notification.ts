import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export type NotificationChannel = 'email' | 'sms';
export type NotificationStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

export class NotificationModel extends Model<
  InferAttributes<NotificationModel>,
  InferCreationAttributes<NotificationModel>
> {
  declare id: string;
  declare practice_id: string | null;
  declare appointment_id: CreationOptional<string | null>;
  declare channel: NotificationChannel;
  declare recipient: string;
  declare template: string;
  declare payload: Record<string, unknown>;
  declare status: CreationOptional<NotificationStatus>;
  declare attempts: CreationOptional<number>;
  declare dedupe_key: string | null;
  declare provider_message_id: CreationOptional<string | null>;
  declare error: CreationOptional<string | null>;
  declare created_at: Date;
  declare updated_at: Date;
  declare claimed_at: CreationOptional<Date | null>;
  declare sent_at: CreationOptional<Date | null>;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        id: { type: DataTypes.CHAR(24), primaryKey: true },
        practice_id: { type: DataTypes.CHAR(24), allowNull: true },
        appointment_id: { type: DataTypes.CHAR(24), allowNull: true },
        channel: { type: DataTypes.ENUM('email', 'sms'), allowNull: false },
        recipient: { type: DataTypes.STRING(320), allowNull: false },
        template: { type: DataTypes.STRING(64), allowNull: false },
        payload: {
          type: DataTypes.JSON,
          allowNull: false,
          get(this: NotificationModel) {
            const raw = this.getDataValue('payload') as unknown;
            return typeof raw === 'string'
              ? (JSON.parse(raw) as Record<string, unknown>)
              : (raw as Record<string, unknown>);
          },
        },
        status: {
          type: DataTypes.ENUM('pending', 'sending', 'sent', 'failed', 'skipped'),
          allowNull: false,
          defaultValue: 'pending',
        },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        dedupe_key: { type: DataTypes.STRING(191), allowNull: true },
        provider_message_id: { type: DataTypes.STRING(191), allowNull: true },
        error: { type: DataTypes.STRING(1000), allowNull: true },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        updated_at: { type: DataTypes.DATE(3), allowNull: false },
        claimed_at: { type: DataTypes.DATE(3), allowNull: true },
        sent_at: { type: DataTypes.DATE(3), allowNull: true },
      },
      { sequelize, tableName: 'notifications' },
    );
  }
}
