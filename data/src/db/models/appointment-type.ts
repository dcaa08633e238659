import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class AppointmentTypeModel extends Model<
  InferAttributes<AppointmentTypeModel>,
  InferCreationAttributes<AppointmentTypeModel>
> {
  declare id: string;
  declare practice_id: string;
  declare provider_id: string;
  declare position: number;
  declare name: string;
  declare description: string;
  declare length_minutes: number;
  declare amount: string | number;
  declare created_at: Date;
  declare updated_at: Date;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        id: { type: DataTypes.CHAR(24), primaryKey: true },
        practice_id: { type: DataTypes.CHAR(24), allowNull: false },
        provider_id: { type: DataTypes.CHAR(24), allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false },
        name: { type: DataTypes.STRING(191), allowNull: false },
        description: { type: DataTypes.STRING(1000), allowNull: false },
        length_minutes: { type: DataTypes.INTEGER, allowNull: false },
        amount: { type: DataTypes.DECIMAL(10, 2), allowNull: false },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        updated_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      { sequelize, tableName: 'appointment_types' },
    );
  }
}
