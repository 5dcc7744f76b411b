import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { API_ROUTES, ERROR_MESSAGES, errorBodySchema, errorStatuses, needsSignIn, type ApiRoute } from '@frontdoor/shared';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/**
 * The OpenAPI 3.1 document of the API, generated from the shared contract's zod schemas (the
 * ones the server validates with): every route with its parameters, request body, success
 * answer and error answers, so anyone can generate a client.
 */
export function buildApiDocument(routes: readonly ApiRoute[] = API_ROUTES): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'The access token of POST /api/login/* or POST /api/auth/refresh',
  });
  for (const route of routes) registry.registerPath(routeConfig(route, errorBodySchema, bearer.name));
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Frontdoor API',
      version: '0.1.0',
      description: 'Every failure answers {"error": {"code", "message", "details?"}} with a message a person can read.',
    },
  });
  return withSharedErrorSchema(document);
}

/** Every error answer refers to one `Error` component rather than repeating its schema. */
function withSharedErrorSchema(document: OpenApiDocument): OpenApiDocument {
  const ref = { $ref: '#/components/schemas/Error' };
  let errorSchema: unknown;
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations as Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const content = response.content?.['application/json'];
        if (Number(status) < 400 || !content) continue;
        errorSchema ??= content.schema;
        content.schema = ref;
      }
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Error: errorSchema as NonNullable<NonNullable<OpenApiDocument['components']>['schemas']>[string] },
  };
  return document;
}

function routeConfig(route: ApiRoute, errorBody: typeof errorBodySchema, bearer: string): RouteConfig {
  const { body, params, query, formPost, file } = route.request;
  const success = route.response;
  const responses: RouteConfig['responses'] = {
    [success.status]: {
      description: success.description,
      ...(success.body ? { content: { [success.contentType ?? 'application/json']: { schema: success.body } } } : {}),
    },
  };
  for (const [status, codes] of errorStatuses(route)) {
    responses[status] = {
      description: codes.map((code) => `${code}: ${ERROR_MESSAGES[code]}`).join('\n'),
      content: { 'application/json': { schema: errorBody } },
    };
  }
  return {
    method: route.method,
    path: route.path,
    tags: [route.tag],
    summary: route.summary,
    ...(needsSignIn(route.access) ? { security: [{ [bearer]: [] }] } : {}),
    request: {
      ...(params ? { params } : {}),
      ...(query ? { query } : {}),
      ...(body
        ? {
            body: {
              required: true,
              content: file
                ? { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream', description: body.description } } }
                : {
                    'application/json': { schema: body },
                    ...(formPost ? { 'application/x-www-form-urlencoded': { schema: body } } : {}),
                  },
            },
          }
        : {}),
    },
    responses,
  };
}
