import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class ClientProviderLinkModel extends Model<
  InferAttributes<ClientProviderLinkModel>,
  InferCreationAttributes<ClientProviderLinkModel>
> {
  declare client_id: string;
  declare provider_id: string;
  declare practice_id: string;
  declare created_at: Date;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        client_id: { type: DataTypes.CHAR(24), primaryKey: true },
        provider_id: { type: DataTypes.CHAR(24), primaryKey: true },
        practice_id: { type: DataTypes.CHAR(24), allowNull: false },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      { sequelize, tableName: 'client_provider_links' },
    );
  }
}
