import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/**
 * An invitation to connect as a client with a provider, until the person accepts it: sent to an account of
 * another practice, or to a team member of the same practice (nobody is made a client without consent). It
 * keeps what the inviter typed, which is all the inviting practice sees of the person until then.
 */
export class ClientInvitationModel extends Model<
  InferAttributes<ClientInvitationModel>,
  InferCreationAttributes<ClientInvitationModel>
> {
  declare id: string;
  declare practice_id: string;
  declare provider_id: string;
  declare user_id: string;
  declare name: string;
  declare email: string;
  declare phone: string | null;
  declare created_at: Date;
  declare accepted_at: Date | null;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        id: { type: DataTypes.CHAR(24), primaryKey: true },
        practice_id: { type: DataTypes.CHAR(24), allowNull: false },
        provider_id: { type: DataTypes.CHAR(24), allowNull: false },
        user_id: { type: DataTypes.CHAR(24), allowNull: false },
        name: { type: DataTypes.STRING(191), allowNull: false },
        email: { type: DataTypes.STRING(191), allowNull: false },
        phone: { type: DataTypes.STRING(32), allowNull: true },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        accepted_at: { type: DataTypes.DATE(3), allowNull: true },
      },
      { sequelize, tableName: 'client_invitations' },
    );
  }
}
