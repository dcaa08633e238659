import {
  DataTypes,
  type CreationOptional,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export type TokenPurpose =
  | 'verify_email'
  | 'reset_password'
  | 'set_password'
  | 'accept_invitation'
  | 'register_client'
  | 'pay_invoice'
  /** The pending step between a correct password and the second factor (ADR 0045). */
  | 'two_factor_sign_in'
  /** A reminder e-mail's confirm/cancel link, for one client and one appointment (ADR 0052). */
  | 'answer_reminder';

export class OneTimeTokenModel extends Model<
  InferAttributes<OneTimeTokenModel>,
  InferCreationAttributes<OneTimeTokenModel>
> {
  declare id: string;
  declare purpose: TokenPurpose;
  declare token_hash: string;
  declare user_id: string | null;
  declare pending_registration_id: string | null;
  declare client_invitation_id: string | null;
  declare client_request_id: string | null;
  /** The invoice (appointment) a `pay_invoice` link pays. */
  declare appointment_id: CreationOptional<string | null>;
  declare expires_at: Date;
  declare used_at: Date | null;
  declare created_at: Date;

  static setup(sequelize: Sequelize): void {
    this.init(
      {
        id: { type: DataTypes.CHAR(24), primaryKey: true },
        purpose: {
          type: DataTypes.ENUM(
            'verify_email',
            'reset_password',
            'set_password',
            'accept_invitation',
            'register_client',
            'pay_invoice',
            'two_factor_sign_in',
            'answer_reminder',
          ),
          allowNull: false,
        },
        token_hash: { type: DataTypes.CHAR(64), allowNull: false },
        user_id: { type: DataTypes.CHAR(24), allowNull: true },
        pending_registration_id: { type: DataTypes.CHAR(24), allowNull: true },
        client_invitation_id: { type: DataTypes.CHAR(24), allowNull: true },
        client_request_id: { type: DataTypes.CHAR(24), allowNull: true },
        appointment_id: { type: DataTypes.CHAR(24), allowNull: true },
        expires_at: { type: DataTypes.DATE(3), allowNull: false },
        used_at: { type: DataTypes.DATE(3), allowNull: true },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      { sequelize, tableName: 'one_time_tokens' },
    );
  }
}
