import { loadConfig } from '../config/env.js';
import { ensureDatabase } from '@tele/data/create-database';
import { closeDb, createSequelize, openDb } from '@tele/data/db';
import { seedDemoBilling } from './seeders/demo-billing.js';
import { seedDemoPractice } from './seeders/demo.js';
import { seedDemoPayouts } from './seeders/demo-money.js';
import { createMigrator } from '@tele/data/migrator';

/** `migrate` creates the database when missing and applies pending migrations; `seed-demo` seeds once. */
async function main(command: string | undefined): Promise<void> {
  const config = loadConfig();
  if (command === 'migrate') {
    await ensureDatabase(config.databaseUrl);
    const sequelize = createSequelize(config.databaseUrl, { poolMax: 1 });
    try {
      const applied = await createMigrator(sequelize).up();
      console.log(
        applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Schema is up to date.',
      );
    } finally {
      await sequelize.close();
    }
    return;
  }
  if (command === 'seed-demo') {
    const db = openDb(config.databaseUrl, { poolMax: 2 });
    try {
      const email = process.env.DEMO_EMAIL || 'demo@teletherapist.test';
      const now = new Date();
      const outcome = await seedDemoPractice(db, {
        email,
        password: process.env.DEMO_PASSWORD || 'Demo-Practice-2026',
        now,
      });
      console.log(outcome);
      // Billing is a bonus of the demo: Stripe (or the fake) not answering does not stop npm start.
      console.log(
        await seedDemoBilling(db, config, { email, now }).catch(
          (error: unknown) => `The demo subscription was not created (${String(error)}).`,
        ),
      );
      console.log(
        await seedDemoPayouts(db, config, { email, now }).catch(
          (error: unknown) => `The demo payout account was not created (${String(error)}).`,
        ),
      );
    } finally {
      await closeDb(db);
    }
    return;
  }
  console.error('usage: cli.ts migrate | seed-demo');
  process.exit(64);
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
