import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class AppointmentModel extends Model<
  InferAttributes<AppointmentModel>,
  InferCreationAttributes<AppointmentModel>
> {
  declare id: string;
  declare practice_id: string;
  declare provider_id: string;
  declare series_id: string | null;
  declare room_key: string;
  declare title: string;
  declare notes: string | null;
  declare all_day: boolean;
  declare recurring: boolean;
  declare online: boolean;
  declare start_time: Date;
  declare end_time: Date | null;
  declare time_distance: number;
  declare repeat_until: Date | null;
  declare recurrence_frequency: number | null;
  declare payment: string | number;
  declare appointment_type: string | null;
  declare state: number;
  declare invite_client: boolean;
  declare role_updated: 'provider' | 'client' | null;
  declare accept_state: CreationOptional<boolean>;
  declare accepted_at: CreationOptional<Date | null>;
  /** The client's answer to a reminder (ADR 0052): confirmed, or cancelled (the appointment is then deleted). */
  declare client_answer: CreationOptional<'confirmed' | 'cancelled' | null>;
  declare client_answered_at: CreationOptional<Date | null>;
  declare invite_email: CreationOptional<string | null>;
  declare invite_phone: CreationOptional<string | null>;
  declare requested_date: Date;
  declare updated_date: CreationOptional<Date | null>;
  declare paid_date: CreationOptional<Date | null>;
  declare actual_start: CreationOptional<Date | null>;
  declare actual_end: CreationOptional<Date | null>;
  declare deleted_at: CreationOptional<Date | null>;
  declare join_state: CreationOptional<number>;
  declare allow: CreationOptional<boolean>;
  declare session_note: CreationOptional<string | null>;
  declare note_created_date: CreationOptional<Date | null>;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        id: { type: DataTypes.CHAR(24), primaryKey: true },
        practice_id: { type: DataTypes.CHAR(24), allowNull: false },
        provider_id: { type: DataTypes.CHAR(24), allowNull: false },
        series_id: { type: DataTypes.CHAR(24), allowNull: true },
        room_key: { type: DataTypes.CHAR(32), allowNull: false },
        title: { type: DataTypes.STRING(191), allowNull: false },
        notes: { type: DataTypes.TEXT, allowNull: true },
        all_day: { type: DataTypes.BOOLEAN, allowNull: false },
        recurring: { type: DataTypes.BOOLEAN, allowNull: false },
        online: { type: DataTypes.BOOLEAN, allowNull: false },
        start_time: { type: DataTypes.DATE(3), allowNull: false },
        end_time: { type: DataTypes.DATE(3), allowNull: true },
        time_distance: { type: DataTypes.INTEGER, allowNull: false },
        repeat_until: { type: DataTypes.DATE(3), allowNull: true },
        recurrence_frequency: { type: DataTypes.INTEGER, allowNull: true },
        payment: { type: DataTypes.DECIMAL(10, 2), allowNull: false },
        appointment_type: { type: DataTypes.STRING(191), allowNull: true },
        state: { type: DataTypes.TINYINT.UNSIGNED, allowNull: false },
        invite_client: { type: DataTypes.BOOLEAN, allowNull: false },
        role_updated: { type: DataTypes.ENUM('provider', 'client'), allowNull: true },
        accept_state: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        accepted_at: { type: DataTypes.DATE(3), allowNull: true },
        client_answer: { type: DataTypes.ENUM('confirmed', 'cancelled'), allowNull: true },
        client_answered_at: { type: DataTypes.DATE(3), allowNull: true },
        invite_email: { type: DataTypes.STRING(191), allowNull: true },
        invite_phone: { type: DataTypes.STRING(32), allowNull: true },
        requested_date: { type: DataTypes.DATE(3), allowNull: false },
        updated_date: { type: DataTypes.DATE(3), allowNull: true },
        paid_date: { type: DataTypes.DATE(3), allowNull: true },
        actual_start: { type: DataTypes.DATE(3), allowNull: true },
        actual_end: { type: DataTypes.DATE(3), allowNull: true },
        deleted_at: { type: DataTypes.DATE(3), allowNull: true },
        join_state: { type: DataTypes.TINYINT, allowNull: false, defaultValue: 0 },
        allow: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        session_note: { type: DataTypes.TEXT, allowNull: true },
        note_created_date: { type: DataTypes.DATE(3), allowNull: true },
      },
      { sequelize, tableName: 'appointments' },
    );
  }
}

export class AppointmentInviteeModel extends Model<
  InferAttributes<AppointmentInviteeModel>,
  InferCreationAttributes<AppointmentInviteeModel>
> {
  declare appointment_id: string;
  declare client_id: string;
  declare practice_id: string;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        appointment_id: { type: DataTypes.CHAR(24), primaryKey: true },
        client_id: { type: DataTypes.CHAR(24), primaryKey: true },
        practice_id: { type: DataTypes.CHAR(24), allowNull: false },
      },
      { sequelize, tableName: 'appointment_invitees' },
    );
  }
}
