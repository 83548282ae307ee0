import { HeaderMap, type ApolloServer, type ContextFunction } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { Context } from '../shared/context.js';

/**
 * /graphql over HTTP on Apollo Server's own request entry point (executeHTTPGraphQLRequest),
 * as its express integration does, but writing Apollo's answer straight to the socket:
 * express's res.send would hash every response body for an ETag no GraphQL client sends
 * back, and negotiate a type Apollo has already chosen. Needs express.json before it.
 */
export function graphqlOverHttp(
  apollo: ApolloServer<Context>,
  context: ContextFunction<[{ req: Request; res: Response }], Context>,
): RequestHandler {
  apollo.assertStarted('graphqlOverHttp()');
  return async (req, res, next) => {
    try {
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const query = req.url.indexOf('?');
      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: req.method.toUpperCase(),
          headers,
          search: query < 0 ? '' : req.url.slice(query),
          body: req.body,
        },
        context: () => context({ req, res }),
      });
      for (const [key, value] of response.headers) res.setHeader(key, value);
      res.statusCode = response.status ?? 200;
      if (response.body.kind === 'complete') {
        res.end(response.body.string);
        return;
      }
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      next(error);
    }
  };
}
