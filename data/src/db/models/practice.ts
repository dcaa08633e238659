import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class PracticeModel extends Model<
  InferAttributes<PracticeModel>,
  InferCreationAttributes<PracticeModel>
> {
  declare id: string;
  declare name: string;
  declare owner_id: string | null;
  declare plan_string: string | null;
  declare created_at: Date;
  declare updated_at: Date;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        id: { type: DataTypes.CHAR(24), primaryKey: true },
        name: { type: DataTypes.STRING(191), allowNull: false },
        owner_id: { type: DataTypes.CHAR(24), allowNull: true },
        plan_string: { type: DataTypes.STRING(64), allowNull: true },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        updated_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      { sequelize, tableName: 'practices' },
    );
  }
}
