import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Page, sendPage } from './paging';

// Hooks a route names in its options, so that its handler returns what the store gives and the
// route's declaration says how that is answered.

/** `onSend` of a route that creates a record: its success is 201. */
export async function answerCreated(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode === 200) reply.status(201);
  return payload;
}

/**
 * `preSerialization` of a route whose handler returns a `Page`: the rows are the body, the total
 * is in `X-Total-Count` (`sendPage`). A refusal passes as it is.
 */
export async function answerPage(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  return reply.statusCode === 200 ? sendPage(reply, payload as Page<unknown>) : payload;
}

/** Answers 204, without a body, once `work` is done. */
export async function noContent(
  reply: FastifyReply,
  work: Promise<unknown>,
): Promise<FastifyReply> {
  await work;
  return reply.status(204).send();
}
