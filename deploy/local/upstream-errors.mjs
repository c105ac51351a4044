// What the browser is told when the gateway cannot get an answer from the API.

/** reply-from's onError: 502 (503, 504 when that is what happened) in the API's error shape,
 *  where reply-from would answer 500 with its own error codes (and the upstream's message). */
export function answerUpstreamFailure(reply, { error }) {
  const status = error.statusCode === 503 || error.statusCode === 504 ? error.statusCode : 502;
  const message = status === 504 ? 'The API did not answer in time' : 'The API could not be reached or closed the connection';
  reply.request.log.warn({ err: error }, 'proxying to the API failed');
  return reply.code(status).header('Cache-Control', 'no-store').send({ code: status === 504 ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY', message });
}
