import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import type { Db } from './db/schema';
import type { SigningKeys } from './auth/keys';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    signingKeys: SigningKeys;
  }
}

export interface AppContext {
  db: Db;
  config: AppConfig;
  signingKeys: SigningKeys;
}

/** Makes the database, configuration and signing keys available to every route. */
export const appContext = fp(
  async (app: FastifyInstance, context: AppContext) => {
    app.decorate('db', context.db);
    app.decorate('config', context.config);
    app.decorate('signingKeys', context.signingKeys);
  },
  { name: 'context' },
);
