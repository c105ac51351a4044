import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db/schema';
import type { SigningKeys } from './auth/keys';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    signingKeys: SigningKeys;
    clock: Clock;
  }
}

export interface AppContext {
  db: Db;
  config: AppConfig;
  signingKeys: SigningKeys;
  clock: Clock;
}

/** Makes the database, configuration, signing keys and clock available to every route (the mailer: mail/mail-plugin.ts). */
export const appContext = fp(
  async (app: FastifyInstance, context: AppContext) => {
    app.decorate('db', context.db);
    app.decorate('config', context.config);
    app.decorate('signingKeys', context.signingKeys);
    app.decorate('clock', context.clock);
  },
  { name: 'context' },
);
