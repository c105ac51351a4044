import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db/schema';
import type { SigningKeys } from './auth/keys';
import type { MailDispatcher } from './mail/dispatcher';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    signingKeys: SigningKeys;
    clock: Clock;
    /** Sends the mail outbox; `kick()` after queuing mail, `drain()` in tests. */
    mailer: MailDispatcher;
  }
}

export interface AppContext {
  db: Db;
  config: AppConfig;
  signingKeys: SigningKeys;
  clock: Clock;
  mailer: MailDispatcher;
}

/** Makes the database, configuration, signing keys, clock and mailer available to every route. */
export const appContext = fp(
  async (app: FastifyInstance, context: AppContext) => {
    app.decorate('db', context.db);
    app.decorate('config', context.config);
    app.decorate('signingKeys', context.signingKeys);
    app.decorate('clock', context.clock);
    app.decorate('mailer', context.mailer);
  },
  { name: 'context' },
);
