import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A public "contact this provider" request, as the requester typed it, until the provider deletes it. */
export class ClientRequestModel extends Model<
  InferAttributes<ClientRequestModel>,
  InferCreationAttributes<ClientRequestModel>
> {
  declare id: string;
  declare practice_id: string;
  declare provider_id: string;
  declare name: string;
  declare email: string;
  declare msg: string;
  /** Whether the address was already a client of the practice when the request came (the legacy `contact`). */
  declare is_known_client: boolean;
  declare accepted_at: Date | null;
  declare created_at: Date;
  declare updated_at: Date;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        id: { type: DataTypes.CHAR(24), primaryKey: true },
        practice_id: { type: DataTypes.CHAR(24), allowNull: false },
        provider_id: { type: DataTypes.CHAR(24), allowNull: false },
        name: { type: DataTypes.STRING(191), allowNull: false },
        email: { type: DataTypes.STRING(191), allowNull: false },
        msg: { type: DataTypes.TEXT, allowNull: false },
        is_known_client: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        accepted_at: { type: DataTypes.DATE(3), allowNull: true },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        updated_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      { sequelize, tableName: 'client_requests' },
    );
  }
}
