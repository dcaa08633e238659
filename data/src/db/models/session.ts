import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class SessionModel extends Model<
  InferAttributes<SessionModel>,
  InferCreationAttributes<SessionModel>
> {
  declare id: string;
  declare user_id: string;
  declare token_hash: string;
  declare created_at: Date;
  declare last_seen_at: Date;
  declare expires_at: Date;
  declare revoked_at: Date | null;
  declare ip: string | null;
  declare user_agent: string | null;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        id: { type: DataTypes.CHAR(24), primaryKey: true },
        user_id: { type: DataTypes.CHAR(24), allowNull: false },
        token_hash: { type: DataTypes.CHAR(64), allowNull: false },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        last_seen_at: { type: DataTypes.DATE(3), allowNull: false },
        expires_at: { type: DataTypes.DATE(3), allowNull: false },
        revoked_at: { type: DataTypes.DATE(3), allowNull: true },
        ip: { type: DataTypes.STRING(64), allowNull: true },
        user_agent: { type: DataTypes.STRING(255), allowNull: true },
      },
      { sequelize, tableName: 'sessions' },
    );
  }
}
