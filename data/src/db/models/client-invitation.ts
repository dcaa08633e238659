import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** An invitation to connect as a client with a provider of another practice, until the person accepts it. */
export class ClientInvitationModel extends Model<
  InferAttributes<ClientInvitationModel>,
  InferCreationAttributes<ClientInvitationModel>
> {
  declare id: string;
  declare practice_id: string;
  declare provider_id: string;
  declare user_id: string;
  declare created_at: Date;
  declare accepted_at: Date | null;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        id: { type: DataTypes.CHAR(24), primaryKey: true },
        practice_id: { type: DataTypes.CHAR(24), allowNull: false },
        provider_id: { type: DataTypes.CHAR(24), allowNull: false },
        user_id: { type: DataTypes.CHAR(24), allowNull: false },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        accepted_at: { type: DataTypes.DATE(3), allowNull: true },
      },
      { sequelize, tableName: 'client_invitations' },
    );
  }
}
