import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On close, Node ends the keep-alive connections that are idle at that moment; a request still in
 * flight leaves its connection open after its answer, which holds the shutdown until the keep-alive
 * timeout (72 s). Answers sent while closing therefore say `Connection: close`.
 */
export const closeConnectionsOnShutdown = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
});
