import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export type TeamRole = 'super_owner' | 'owner' | 'administrator' | 'provider';

export class UserModel extends Model<InferAttributes<UserModel>, InferCreationAttributes<UserModel>> {
  declare id: string;
  declare practice_id: string;
  declare email: string;
  declare password_hash: string | null;
  declare name: string;
  declare is_provider: boolean;
  declare is_client: boolean;
  declare team_role: TeamRole | null;
  declare phone: string | null;
  declare time_zone: CreationOptional<string>;
  declare first_login: CreationOptional<number>;
  declare email_verified_at: Date | null;
  declare deleted_at: CreationOptional<Date | null>;
  /** The person's own waiting-room choice (1 to 5 each); null when they never chose. */
  declare waiting_room_image: CreationOptional<number | null>;
  declare waiting_room_music: CreationOptional<number | null>;
  declare reminders: CreationOptional<boolean>;
  declare reminders_value: CreationOptional<number>;
  declare allow_requests: CreationOptional<boolean>;
  declare gender: CreationOptional<string | null>;
  /** The legacy `age`: a birth year (the screens show the current year minus it). */
  declare birth_year: CreationOptional<number | null>;
  /** References to stored private images, never the images themselves. */
  declare photo: CreationOptional<string | null>;
  declare bg_photo: CreationOptional<string | null>;
  declare address1: CreationOptional<string | null>;
  declare address2: CreationOptional<string | null>;
  declare city: CreationOptional<string | null>;
  declare state_province: CreationOptional<string | null>;
  declare zip_code: CreationOptional<string | null>;
  declare country: CreationOptional<string | null>;
  declare about: CreationOptional<string | null>;
  declare license_info: CreationOptional<string | null>;
  /** DECIMAL: mysql2 reads it as exact text. */
  declare cost: CreationOptional<string | null>;
  declare expertise: CreationOptional<string[] | null>;
  declare category: CreationOptional<string[] | null>;
  declare created_at: Date;
  declare updated_at: Date;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        id: { type: DataTypes.CHAR(24), primaryKey: true },
        practice_id: { type: DataTypes.CHAR(24), allowNull: false },
        email: { type: DataTypes.STRING(191), allowNull: false },
        password_hash: { type: DataTypes.STRING(255), allowNull: true },
        name: { type: DataTypes.STRING(191), allowNull: false },
        is_provider: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        is_client: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        team_role: {
          type: DataTypes.ENUM('super_owner', 'owner', 'administrator', 'provider'),
          allowNull: true,
        },
        phone: { type: DataTypes.STRING(32), allowNull: true },
        time_zone: { type: DataTypes.STRING(64), allowNull: false, defaultValue: 'UTC' },
        first_login: { type: DataTypes.TINYINT, allowNull: false, defaultValue: 0 },
        email_verified_at: { type: DataTypes.DATE(3), allowNull: true },
        deleted_at: { type: DataTypes.DATE(3), allowNull: true },
        waiting_room_image: { type: DataTypes.TINYINT, allowNull: true, defaultValue: null },
        waiting_room_music: { type: DataTypes.TINYINT, allowNull: true, defaultValue: null },
        reminders: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        reminders_value: { type: DataTypes.TINYINT, allowNull: false, defaultValue: 1 },
        allow_requests: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        gender: { type: DataTypes.STRING(16), allowNull: true },
        birth_year: { type: DataTypes.SMALLINT, allowNull: true },
        photo: { type: DataTypes.STRING(255), allowNull: true },
        bg_photo: { type: DataTypes.STRING(255), allowNull: true },
        address1: { type: DataTypes.STRING(191), allowNull: true },
        address2: { type: DataTypes.STRING(191), allowNull: true },
        city: { type: DataTypes.STRING(191), allowNull: true },
        state_province: { type: DataTypes.STRING(191), allowNull: true },
        zip_code: { type: DataTypes.STRING(32), allowNull: true },
        country: { type: DataTypes.STRING(64), allowNull: true },
        about: { type: DataTypes.TEXT, allowNull: true },
        license_info: { type: DataTypes.TEXT, allowNull: true },
        cost: { type: DataTypes.DECIMAL(10, 2), allowNull: true },
        expertise: { type: DataTypes.JSON, allowNull: true },
        category: { type: DataTypes.JSON, allowNull: true },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        updated_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      { sequelize, tableName: 'users' },
    );
  }
}
