import fp from 'fastify-plugin';
import { ListAnswers } from './list-answers';

declare module 'fastify' {
  interface FastifyInstance {
    listAnswers: ListAnswers;
  }
}

/** The customers' and shops' list answers kept across calls (list-answers.ts), sized by `config.cache.listAnswerChars`. */
export const listAnswersPlugin = fp(
  async (app) => {
    const answers = new ListAnswers(app.db, app.config.cache.listAnswerChars, app.clock);
    app.decorate('listAnswers', answers);
    app.addHook('onClose', async () => answers.close());
  },
  { name: 'list-answers', dependencies: ['context'] },
);
