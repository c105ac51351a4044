// `node --import tsx test/make-seeded-template.ts` (in api/, with DATABASE_URL): the API project's
// global setup (global-setup.mjs) makes the seeded template before jest's workers start. Made then,
// the cluster's roles (migration 0001 creates them) exist before any suite migrates a database of
// its own: two first migrations at once on one cluster collide on creating the same role.
import path from 'node:path';
import { seededTemplate } from './seeded-template';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('DATABASE_URL is not set');
seededTemplate(adminUrl, path.resolve(import.meta.dirname, '../src')).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
