import type { QueryInterface } from 'sequelize';

export interface Migration {
  name: string;
  up(queryInterface: QueryInterface): Promise<void>;
  down(queryInterface: QueryInterface): Promise<void>;
}

export const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** Ids are 24 hex characters: ASCII with binary comparison keeps keys small and joins cheap. */
export const ID = 'CHAR(24) CHARACTER SET ascii COLLATE ascii_bin';
/** SHA-256 of a token, hex. */
export const HASH = 'CHAR(64) CHARACTER SET ascii COLLATE ascii_bin';

/** Runs DDL statements in order. DDL is not transactional in MySQL, so each migration stays small. */
export async function runStatements(queryInterface: QueryInterface, statements: string[]): Promise<void> {
  for (const statement of statements) await queryInterface.sequelize.query(statement);
}
