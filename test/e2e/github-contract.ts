/**
 * GitHub's own description of its REST API and webhooks (`@octokit/openapi`,
 * `@octokit/openapi-webhooks`, pinned devDependencies) as a contract the test fakes are held to:
 *
 * - a request must name an operation (method + path template), with path and query parameters
 *   the operation declares and of its types, and a JSON body its request schema accepts with no
 *   field it does not know;
 * - a response must carry a status the operation lists (or one GitHub answers on any endpoint:
 *   401, 403, 404, 422, 429, 5xx), and a body its schema accepts, required fields included;
 * - an event payload must be what GitHub sends for that event and action.
 *
 * Validation is ajv (JSON Schema) over the description's own schemas. The description is read
 * once per process (about 13 MB of JSON) and a validator is compiled only for the operations a
 * test touches, once each.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

const require = createRequire(import.meta.url);
// ajv-formats is CommonJS with `exports.default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

type Json = Record<string, unknown>;

/** The description's versions, for the report (and for pinning: they are devDependencies). */
export const DESCRIPTION_VERSIONS = {
  rest: (require('@octokit/openapi/package.json') as { version: string }).version,
  webhooks: (require('@octokit/openapi-webhooks/package.json') as { version: string }).version,
};

function readJson(specifier: string): Json {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as Json;
}

/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema: `null` joins the `type`, or, without a `type`
 * (128 of GitHub's schemas: `{ nullable: true, anyOf: [...] }`), the schema becomes "null or
 * this". Written here because the one converter on npm drops `nullable` when there is no `type`.
 * Also: `additionalProperties: false` on every object of a request body that lists its
 * properties (`closeObjects`), so a field GitHub does not know is an error.
 */
function toJsonSchema(schema: unknown, closeObjects: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((s) => toJsonSchema(s, closeObjects));
  if (typeof schema !== 'object' || schema === null) return schema;
  const source = schema as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'nullable' || key === 'example' || key === 'discriminator') continue;
    if (key === 'properties' || key === 'patternProperties') {
      out[key] = Object.fromEntries(
        Object.entries(value as Json).map(([name, s]) => [name, toJsonSchema(s, closeObjects)]),
      );
    } else if (key === 'enum' || key === 'required' || key === 'examples' || key === 'default')
      out[key] = value;
    else out[key] = toJsonSchema(value, closeObjects);
  }
  if (typeof out['$ref'] === 'string')
    out['$ref'] = (out['$ref'] as string).replace(/^#\/components\//, `${REST_ID}#/components/`);
  if (
    closeObjects &&
    out['properties'] !== undefined &&
    out['additionalProperties'] === undefined &&
    out['allOf'] === undefined
  )
    out['additionalProperties'] = false;
  if (source['nullable'] !== true) return out;
  if (typeof out['type'] === 'string') {
    out['type'] = [out['type'], 'null'];
    return out;
  }
  return { anyOf: [{ type: 'null' }, out] };
}

/**
 * The components as ajv reads them, changed in place (copying 13 MB of schemas cost more than
 * the rest): ajv knows OpenAPI's `nullable` beside a `type`, but refuses it without one, so those
 * (`{ nullable: true, anyOf: [...] }`) become "null or this".
 */
function nullableWithoutType(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) nullableWithoutType(item);
    return;
  }
  const schema = node as Json;
  for (const [key, value] of Object.entries(schema))
    if (key !== 'example' && key !== 'examples' && key !== 'enum') nullableWithoutType(value);
  if (schema['nullable'] !== true || schema['type'] !== undefined) return;
  const rest: Json = { ...schema };
  delete rest['nullable'];
  for (const key of Object.keys(schema)) Reflect.deleteProperty(schema, key);
  schema['anyOf'] = [{ type: 'null' }, rest];
}

const REST_ID = 'https://api.github.com/openapi.json';
const WEBHOOKS_ID = 'https://api.github.com/openapi-webhooks.json';

interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required?: boolean;
  readonly schema: unknown;
}

/** One operation of the description, with its path template as a matcher. */
interface Operation {
  readonly id: string;
  readonly method: string;
  readonly template: string;
  readonly pattern: RegExp;
  /** Literal segments: a more literal template wins (`/pulls/comments` over `/pulls/{n}`). */
  readonly literals: number;
  readonly raw: Json;
}

/** Statuses GitHub may answer on any endpoint, listed in its description or not. */
const ANY_ENDPOINT = new Set([401, 403, 404, 422, 429, 500, 502, 503, 504]);

let shared: GitHubContract | undefined;

/** What one exchange broke, in words (empty: it kept the contract). */
export type Violations = string[];

export class GitHubContract {
  private readonly rest: Json;
  private readonly operations: Operation[] = [];
  private readonly ajv: Ajv;
  /** Coerces query and path strings to the declared types before validating them. */
  private readonly coercing: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();
  private webhooks: Json | undefined;
  /** Operations and (operation, status) pairs validated so far in this process. */
  readonly checked = { requests: new Set<string>(), responses: new Set<string>(), events: 0 };

  /** The one contract of this process (the description is read and compiled once). */
  static shared(): GitHubContract {
    shared ??= new GitHubContract();
    return shared;
  }

  private constructor() {
    this.rest = readJson('@octokit/openapi/generated/api.github.com.json');
    // inlineRefs: false compiles each referenced schema (simple-user, repository, ...) once, for
    // every operation that uses it, instead of inlining it into each.
    const options = {
      strict: false,
      allErrors: true,
      validateSchema: false,
      inlineRefs: false,
    } as const;
    this.ajv = new Ajv(options);
    this.coercing = new Ajv({ ...options, coerceTypes: true });
    for (const ajv of [this.ajv, this.coercing]) {
      addFormats(ajv);
      ajv.addFormat('uri-template', true);
    }
    const schemas = (this.rest['components'] as Json)['schemas'] as Json;
    nullableWithoutType(schemas);
    this.ajv.addSchema({ $id: REST_ID, components: { schemas } });
    for (const [template, item] of Object.entries(this.rest['paths'] as Json))
      for (const [method, raw] of Object.entries(item as Json)) {
        if (!/^(get|put|post|patch|delete|head|options)$/.test(method)) continue;
        const segments = template.split('/');
        const pattern = new RegExp(
          `^${segments.map((s) => (/^\{.+\}$/.test(s) ? '([^/]+)' : escapeRegExp(s))).join('/')}$`,
        );
        this.operations.push({
          id: String((raw as Json)['operationId']),
          method: method.toUpperCase(),
          template,
          pattern,
          literals: segments.filter((s) => !/^\{.+\}$/.test(s)).length,
          raw: raw as Json,
        });
      }
    this.operations.sort((a, b) => b.literals - a.literals);
  }

  /** The operation a request names, with its path parameters; undefined when there is none. */
  operation(
    method: string,
    path: string,
  ): { op: Operation; params: Record<string, string> } | undefined {
    for (const op of this.operations) {
      if (op.method !== method) continue;
      const match = op.pattern.exec(path);
      if (match === null) continue;
      const names = [...op.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
      const params = Object.fromEntries(
        names.map((name, i) => [name, decodeURIComponent(match[i + 1] as string)]),
      );
      return { op, params };
    }
    return undefined;
  }

  private resolve(node: unknown): Json {
    let current = node as Json;
    while (typeof current?.['$ref'] === 'string') {
      const parts = (current['$ref'] as string).replace(/^#\//, '').split('/');
      current = parts.reduce<Json>((at, part) => at[part] as Json, this.rest);
    }
    return current;
  }

  private parameters(op: Operation): Parameter[] {
    return ((op.raw['parameters'] as unknown[] | undefined) ?? []).map(
      (p) => this.resolve(p) as unknown as Parameter,
    );
  }

  private compile(key: string, schema: () => unknown, ajv: Ajv = this.ajv): ValidateFunction {
    let validate = this.compiled.get(key);
    if (validate === undefined) {
      validate = ajv.compile(schema() as Json);
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /** Checks a request the action made. */
  checkRequest(request: {
    method: string;
    path: string;
    query: URLSearchParams;
    body: unknown;
    contentType?: string | undefined;
  }): Violations {
    const what = `${request.method} ${request.path}`;
    const found = this.operation(request.method, request.path);
    if (found === undefined) return [`${what}: no such operation in GitHub's REST API description`];
    const { op, params } = found;
    this.checked.requests.add(op.id);
    const violations: Violations = [];
    const declared = this.parameters(op);

    // Path and query parameters: known, and of the declared types (strings coerced first).
    const query: Record<string, string | string[]> = {};
    for (const name of new Set(request.query.keys())) {
      const values = request.query.getAll(name);
      query[name] = values.length === 1 ? (values[0] as string) : values;
    }
    for (const [where, values] of [
      ['path', params],
      ['query', query],
    ] as const) {
      const own = declared.filter((p) => p.in === where);
      const validate = this.compile(
        `${op.id} ${where}`,
        () => ({
          type: 'object',
          properties: Object.fromEntries(own.map((p) => [p.name, toJsonSchema(p.schema, false)])),
          required: own.filter((p) => p.required === true).map((p) => p.name),
          additionalProperties: false,
        }),
        this.coercing,
      );
      if (!validate({ ...values }))
        violations.push(`${what} (${op.id}): ${where} parameters ${describe(validate.errors)}`);
    }

    // The body.
    const body = op.raw['requestBody'] as Json | undefined;
    if (body === undefined) {
      if (request.body !== undefined && request.body !== '')
        violations.push(`${what} (${op.id}): a body, but the operation takes none`);
    } else {
      const schema = (
        (this.resolve(body)['content'] as Json | undefined)?.['application/json'] as
          Json | undefined
      )?.['schema'];
      if (schema !== undefined) {
        if (request.contentType !== undefined && !/^application\/json\b/.test(request.contentType))
          violations.push(`${what} (${op.id}): content-type ${request.contentType}, not JSON`);
        const validate = this.compile(`${op.id} body`, () => toJsonSchema(schema, true));
        if (!validate(request.body))
          violations.push(`${what} (${op.id}): body ${describe(validate.errors)}`);
      }
    }
    return violations;
  }

  /**
   * Checks a response the fake gave to a request (by the request's method and path): its status
   * and body against the operation, a `Link` header as GitHub writes it (the pages of the same
   * operation, `rel` one of next, prev, first, last), and a rate-limit answer as GitHub documents
   * it (403 or 429 whose message says "rate limit": `x-ratelimit-remaining: 0` with the reset, or a
   * secondary limit's wording).
   */
  checkResponse(
    request: { method: string; path: string },
    response: { status: number; headers: Record<string, string>; body: unknown },
  ): Violations {
    const what = `${request.method} ${request.path} -> ${response.status}`;
    const found = this.operation(request.method, request.path);
    if (found === undefined) return []; // reported with the request
    const { op } = found;
    const shape = [
      ...linkViolations(what, request.path, response.headers['link']),
      ...rateLimitViolations(what, response),
    ];
    if (shape.length > 0) return shape;
    const responses = op.raw['responses'] as Json;
    const listed = responses[String(response.status)];
    let schema: unknown;
    const violations: Violations = [];
    if (listed !== undefined) {
      const resolved = this.resolve(listed);
      schema = ((resolved['content'] as Json | undefined)?.['application/json'] as Json)?.[
        'schema'
      ];
      for (const header of Object.keys((resolved['headers'] as Json | undefined) ?? {}))
        if (
          header.toLowerCase() === 'location' &&
          response.headers[header.toLowerCase()] === undefined
        )
          violations.push(`${what} (${op.id}): no ${header} header`);
    } else if (ANY_ENDPOINT.has(response.status)) {
      schema = { $ref: `#/components/schemas/basic-error` };
    } else {
      return [`${what} (${op.id}): GitHub's description lists no ${response.status} answer`];
    }
    this.checked.responses.add(`${op.id} ${response.status}`);
    if (schema === undefined) {
      if (response.body !== undefined)
        violations.push(`${what} (${op.id}): a JSON body where GitHub sends none`);
      return violations;
    }
    const validate = this.compile(`${op.id} ${response.status}`, () => toJsonSchema(schema, false));
    if (!validate(response.body))
      violations.push(`${what} (${op.id}): body ${describe(validate.errors)}`);
    return violations;
  }

  /**
   * Checks an event payload against the webhook GitHub sends for it: `pull_request` (and
   * `pull_request_target`) with `action: synchronize` against `pull-request-synchronize`, and so on.
   */
  checkEvent(name: string, payload: Json): Violations {
    this.webhooks ??= this.loadWebhooks();
    const action = typeof payload['action'] === 'string' ? `-${payload['action']}` : '';
    // pull_request_target carries the pull_request webhook's payload.
    const event = name === 'pull_request_target' ? 'pull_request' : name;
    const hook = `${event.replace(/_/g, '-')}${action}`;
    const item = (this.webhooks['webhooks'] as Json)[hook] as Json | undefined;
    if (item === undefined) return [`event ${hook}: no such webhook in GitHub's description`];
    const body = (((item['post'] as Json)['requestBody'] as Json)['content'] as Json)[
      'application/json'
    ] as Json;
    // The payload's schema is a reference into the webhooks' components (added once, whole).
    const validate = this.compile(`webhook ${hook}`, () =>
      JSON.parse(
        JSON.stringify(body['schema']).replaceAll('"#/components/', `"${WEBHOOKS_ID}#/components/`),
      ),
    );
    this.checked.events += 1;
    return validate(payload) ? [] : [`event ${hook}: payload ${describe(validate.errors)}`];
  }

  private loadWebhooks(): Json {
    const doc = readJson('@octokit/openapi-webhooks/generated/api.github.com.json');
    // References inside the components (`#/components/...`) resolve against this root.
    this.ajv.addSchema({ $id: WEBHOOKS_ID, components: doc['components'] });
    return doc;
  }
}

/** A `Link` header as GitHub writes it: `<url>; rel="next"`, pages of the same path. */
function linkViolations(what: string, path: string, link: string | undefined): Violations {
  if (link === undefined) return [];
  const violations: Violations = [];
  for (const part of link.split(/,\s*/)) {
    const match = /^<([^>]+)>; rel="(next|prev|first|last)"$/.exec(part);
    if (match === null) {
      violations.push(`${what}: a Link part GitHub does not write: ${part}`);
      continue;
    }
    const url = new URL(match[1] as string);
    const page = Number(url.searchParams.get('page'));
    if (url.pathname !== path || !(Number.isSafeInteger(page) && page >= 1))
      violations.push(`${what}: Link ${match[2]} is not a page of ${path}: ${match[1]}`);
  }
  return violations;
}

/** A rate-limit answer carries what GitHub documents: remaining 0 and the reset, or the words. */
function rateLimitViolations(
  what: string,
  response: { status: number; headers: Record<string, string>; body: unknown },
): Violations {
  const message = (response.body as { message?: unknown } | undefined)?.message;
  if (
    (response.status !== 403 && response.status !== 429) ||
    typeof message !== 'string' ||
    !/rate limit/i.test(message)
  )
    return [];
  if (/secondary rate limit/i.test(message)) return [];
  const remaining = response.headers['x-ratelimit-remaining'];
  const reset = Number(response.headers['x-ratelimit-reset']);
  if (remaining === '0' && Number.isSafeInteger(reset) && reset > 0) return [];
  return [
    `${what}: a primary rate limit without x-ratelimit-remaining: 0 and x-ratelimit-reset (remaining ${String(remaining)})`,
  ];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** ajv's errors in one line: the first few, each with where and what. */
function describe(errors: ErrorObject[] | null | undefined): string {
  const list = errors ?? [];
  const shown = list.slice(0, 6).map((e) => {
    const where = e.instancePath || '(root)';
    const extra =
      e.keyword === 'additionalProperties'
        ? ` "${String((e.params as { additionalProperty?: string }).additionalProperty)}"`
        : e.keyword === 'enum'
          ? ` ${JSON.stringify((e.params as { allowedValues?: unknown }).allowedValues)}`
          : '';
    return `${where} ${e.message ?? e.keyword}${extra}`;
  });
  return shown.join('; ') + (list.length > shown.length ? ` (+${list.length - shown.length})` : '');
}
