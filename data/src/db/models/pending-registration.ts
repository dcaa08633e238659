import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class PendingRegistrationModel extends Model<
  InferAttributes<PendingRegistrationModel>,
  InferCreationAttributes<PendingRegistrationModel>
> {
  declare id: string;
  declare practice_name: string;
  declare name: string;
  declare email: string;
  declare expires_at: Date;
  declare verified_at: Date | null;
  declare user_id: string | null;
  declare created_at: Date;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        id: { type: DataTypes.CHAR(24), primaryKey: true },
        practice_name: { type: DataTypes.STRING(191), allowNull: false },
        name: { type: DataTypes.STRING(191), allowNull: false },
        email: { type: DataTypes.STRING(191), allowNull: false },
        expires_at: { type: DataTypes.DATE(3), allowNull: false },
        verified_at: { type: DataTypes.DATE(3), allowNull: true },
        user_id: { type: DataTypes.CHAR(24), allowNull: true },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      { sequelize, tableName: 'pending_registrations' },
    );
  }
}
