import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { readJsonColumn } from '#data/lib/json-column.js';

export interface StoredTile {
  title: string;
  color: string;
}

export class DashboardLayoutModel extends Model<
  InferAttributes<DashboardLayoutModel>,
  InferCreationAttributes<DashboardLayoutModel>
> {
  declare user_id: string;
  declare tiles: StoredTile[];
  declare updated_at: Date;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        user_id: { type: DataTypes.CHAR(24), primaryKey: true },
        // MariaDB stores JSON as text: parse on read so both MySQL and MariaDB give objects.
        tiles: {
          type: DataTypes.JSON,
          allowNull: false,
          get(this: DashboardLayoutModel) {
            return readJsonColumn(this.getDataValue('tiles') as StoredTile[] | string);
          },
        },
        updated_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      { sequelize, tableName: 'dashboard_layouts' },
    );
  }
}
