import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MailDispatcher } from './dispatcher';
import { transportFromConfig, type MailTransport } from './transports';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the mail outbox; `kick()` after queuing mail, `drain()` in tests. */
    mailer: MailDispatcher;
  }
}

export interface MailPluginOptions {
  /** The configured transport (SMTP or files) when omitted; tests pass one that keeps mail in memory. */
  transport?: MailTransport;
  log: FastifyBaseLogger;
}

/**
 * The outbox's sender as a plugin: built from the app's database, clock and mail configuration,
 * started once the app is ready (so that no mail leaves before the routes exist) and stopped,
 * after its round in flight, when the app closes.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, { transport, log }: MailPluginOptions) => {
    const mailLog = log.child({ component: 'mail' });
    const mailer = new MailDispatcher(app.db, transport ?? transportFromConfig(app.config.mail, mailLog), app.clock, mailLog, {
      pollIntervalMs: app.config.mail.pollIntervalMs,
    });
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => mailer.start());
    app.addHook('onClose', async () => mailer.stop());
  },
  { name: 'mail', dependencies: ['context'] },
);
