import { z } from 'zod';
import { type KeyPath, SpecError, type SpecProblem } from './errors.ts';
import type { RawSpec, SpecFile } from './load.ts';
import { type FieldNode, type LocalProblem, parseTypeValue, type TypeNode, walkType } from './types.ts';

export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export type Localized = Readonly<Record<Locale, string>>;

export type QueryParamType = { readonly kind: 'string' | 'integer' | 'number' | 'boolean' } | { readonly kind: 'enum'; readonly values: readonly string[] };

export interface QueryParam {
  readonly name: string;
  readonly optional: boolean;
  readonly type: QueryParamType;
}

interface RouteBase {
  readonly path: string;
  readonly source: 'seed' | 'inferred';
}
export interface PageRoute extends RouteBase {
  readonly kind: 'page';
  readonly screen: string;
  readonly title: Localized;
  readonly layout: string;
  readonly middleware: readonly string[];
  readonly public: boolean;
  readonly query: readonly QueryParam[];
}
export interface AliasRoute extends RouteBase {
  readonly kind: 'alias';
  readonly target: string;
  readonly title?: Localized;
}
export interface RedirectRoute extends RouteBase {
  readonly kind: 'redirect';
  readonly target: string;
}
export type RouteModel = PageRoute | AliasRoute | RedirectRoute;

export type AuthMode = 'token' | 'none' | 'smsToken';
export interface CallModel {
  readonly id: string;
  readonly summary: Localized;
  readonly purpose?: string;
  readonly method: 'GET' | 'POST';
  /** The full mounted path: `<prefix>/<hash>`. */
  readonly path: string;
  readonly auth: AuthMode;
  readonly query?: TypeNode & { kind: 'object' };
  readonly body?: TypeNode;
  readonly data: TypeNode;
  readonly source: 'seed' | 'inferred';
  readonly file: string;
  /** The call only reads (a query the app may cache and share): GET calls unless `read: false`, POST calls with `read: true`. */
  readonly read: boolean;
  /** A read of one page of a list: `pageNum` and `pageSize` in its query or body, `list` and `total` in its data. */
  readonly paged: boolean;
}

export interface RuleModel {
  readonly id: string;
  readonly pattern: string;
  readonly message: Localized;
  readonly valid: readonly string[];
  readonly invalid: readonly string[];
}

/** The validated spec: everything the emitters need, cross-references already checked. */
export interface SpecModel {
  readonly layouts: readonly string[];
  readonly middleware: readonly { readonly name: string; readonly description: string }[];
  readonly routes: readonly RouteModel[];
  readonly gatewayPrefix: string;
  readonly calls: readonly CallModel[];
  readonly schemas: ReadonlyMap<string, TypeNode>;
  readonly constants: Readonly<Record<string, unknown>>;
  readonly rules: readonly RuleModel[];
  readonly quantity: { readonly min: number; readonly max: number; readonly messages: Readonly<Record<string, Localized>> };
  /** Every message key of the catalogue, including `validation.*`, in a stable order. */
  readonly messages: ReadonlyMap<string, Localized>;
  /**
   * The feature message groups (`spec/messages/<group>.yaml`) and which of them are part of the first
   * load (`app.firstLoadMessageGroups` in constants.yaml); the texts of spec/messages.yaml always are.
   */
  readonly messageGroups: { readonly all: readonly string[]; readonly firstLoad: readonly string[] };
}

// ---------------------------------------------------------------- shapes of the files (zod)

const localized = z.strictObject({ 'zh-CN': z.string().min(1), en: z.string().min(1) });
const source = z.enum(['seed', 'inferred']);
const routePath = z.string().regex(/^\/[A-Za-z0-9_/-]*$/, 'must start with / and use letters, digits, _ - /');

const routeEntry = z.union([
  z.strictObject({
    path: routePath,
    screen: z.string().regex(/^[a-z][a-zA-Z0-9]*\/[A-Z][A-Za-z0-9]*$/, 'must be <feature>/<ScreenName>'),
    title: localized,
    layout: z.string().optional(),
    middleware: z.array(z.string()).optional(),
    public: z.boolean().optional(),
    query: z.record(z.string(), z.string()).optional(),
    source,
  }),
  z.strictObject({ path: routePath, alias: routePath, title: localized.optional(), source }),
  z.strictObject({ path: routePath, redirect: routePath, source }),
]);
const routesFile = z.strictObject({
  layouts: z.array(z.string()).min(1),
  middleware: z.record(z.string(), z.string()),
  routes: z.array(z.unknown()),
});

const callEntry = z.strictObject({
  id: z.string().regex(/^[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*$/, 'must be <area>.<camelCase>'),
  summary: localized,
  purpose: z.string().optional(),
  method: z.enum(['GET', 'POST']),
  path: z
    .string({ error: 'must be a quoted string: YAML reads some hex ids (like 57638709e938) as numbers' })
    .regex(/^[0-9a-f]{12}$/, 'must be 12 lowercase hex digits'),
  auth: z.enum(['token', 'none', 'smsToken']),
  query: z.unknown().optional(),
  body: z.unknown().optional(),
  data: z.unknown(),
  read: z.boolean().optional(),
  source,
});
const callsFile = z.strictObject({
  gateway: z.strictObject({ prefix: z.string().regex(/^\/[a-z]+\/\d{8}$/, 'must look like /gw/20261121') }).optional(),
  schemas: z.record(z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'schema names are PascalCase'), z.unknown()).optional(),
  calls: z.array(z.unknown()).optional(),
});

const ruleEntry = z.strictObject({
  pattern: z.string(),
  message: localized,
  valid: z.array(z.string()).default([]),
  invalid: z.array(z.string()).default([]),
});
const validationFile = z.strictObject({
  rules: z.record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'rule ids are camelCase'), ruleEntry),
  quantity: z.strictObject({ min: z.number(), max: z.number(), messages: z.record(z.string(), localized) }),
});

const constantsFile = z.looseObject({
  publicPaths: z.array(z.string()),
  app: z.looseObject({ locales: z.array(z.enum(LOCALES)), firstLoadMessageGroups: z.array(z.string()).optional() }),
});

// ---------------------------------------------------------------- building the model

class Problems {
  readonly list: SpecProblem[] = [];
  add(file: SpecFile, path: KeyPath, reason: string): void {
    const line = file.lineOf(path);
    this.list.push({ file: file.file, path, reason, ...(line === undefined ? {} : { line }) });
  }
  addLocal(file: SpecFile, base: KeyPath, local: readonly LocalProblem[]): void {
    for (const problem of local) this.add(file, [...base, ...problem.path], problem.reason);
  }
  /** Validates `data` against a zod shape, reporting each issue at its key path. */
  parse<T>(file: SpecFile, base: KeyPath, shape: z.ZodType<T>, data: unknown): T | undefined {
    const result = shape.safeParse(data);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      this.add(file, [...base, ...(issue.path as (string | number)[])], issue.message);
    }
    return undefined;
  }
}

const normalizePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function buildRoutes(raw: RawSpec, problems: Problems, publicPaths: readonly string[]) {
  const file = raw.routes;
  const parsed = problems.parse(file, [], routesFile, file.data);
  if (!parsed) return { layouts: [], middleware: [], routes: [] };
  const middlewareNames = new Set(Object.keys(parsed.middleware));
  const routes: RouteModel[] = [];
  const firstIndex = new Map<string, number>();
  parsed.routes.forEach((entryData, index) => {
    const at: KeyPath = ['routes', index];
    const entry = problems.parse(file, at, routeEntry, entryData);
    if (!entry) return;
    const seen = firstIndex.get(entry.path);
    if (seen !== undefined) {
      problems.add(file, [...at, 'path'], `duplicate route path "${entry.path}" (first declared at routes[${seen}])`);
      return;
    }
    firstIndex.set(entry.path, index);
    if ('alias' in entry) {
      routes.push({ kind: 'alias', path: entry.path, target: entry.alias, source: entry.source, ...(entry.title ? { title: entry.title } : {}) });
      return;
    }
    if ('redirect' in entry) {
      routes.push({ kind: 'redirect', path: entry.path, target: entry.redirect, source: entry.source });
      return;
    }
    const layout = entry.layout ?? parsed.layouts[0] ?? 'default';
    if (!parsed.layouts.includes(layout)) problems.add(file, [...at, 'layout'], `unknown layout "${layout}" (known: ${parsed.layouts.join(', ')})`);
    (entry.middleware ?? []).forEach((name, position) => {
      if (!middlewareNames.has(name)) {
        problems.add(file, [...at, 'middleware', position], `unknown middleware "${name}" (known: ${[...middlewareNames].join(', ')})`);
      }
    });
    const query: QueryParam[] = [];
    for (const [key, expr] of Object.entries(entry.query ?? {})) {
      const optional = key.endsWith('?');
      const name = optional ? key.slice(0, -1) : key;
      const type = parseQueryParamType(expr);
      if (!type) problems.add(file, [...at, 'query', key], `"${expr}" is not a query parameter type (string, integer, number, boolean, enum<a|b>)`);
      else query.push({ name, optional, type });
    }
    routes.push({
      kind: 'page',
      path: entry.path,
      screen: entry.screen,
      title: entry.title,
      layout,
      middleware: entry.middleware ?? [],
      public: entry.public ?? false,
      query,
      source: entry.source,
    });
  });
  const byPath = new Map(routes.map((route) => [route.path, route]));
  for (const route of routes) {
    if (route.kind === 'page') continue;
    const at: KeyPath = ['routes', firstIndex.get(route.path) ?? 0, route.kind === 'alias' ? 'alias' : 'redirect'];
    const target = byPath.get(route.target);
    if (!target) problems.add(file, at, `${route.kind} to a missing route "${route.target}"`);
    else if (target.kind !== 'page') problems.add(file, at, `${route.kind} to "${route.target}", which is itself a ${target.kind}: point at the page`);
  }
  // The public flag and the §9 public paths must say the same thing.
  const publicSet = new Set(publicPaths.map(normalizePath));
  for (const route of routes) {
    if (route.kind !== 'page') continue;
    const listed = publicSet.has(route.path);
    const at: KeyPath = ['routes', firstIndex.get(route.path) ?? 0, 'public'];
    if (route.public && !listed) problems.add(file, at, `route "${route.path}" is public but not in constants publicPaths`);
    if (!route.public && listed) problems.add(file, at, `route "${route.path}" is in constants publicPaths but not marked public: true`);
  }
  for (const path of publicSet) {
    const route = byPath.get(path);
    if (!route || route.kind !== 'page') problems.add(raw.constants, ['publicPaths'], `public path "${path}" is not a page route`);
  }
  return {
    layouts: parsed.layouts,
    middleware: Object.entries(parsed.middleware).map(([name, description]) => ({ name, description })),
    routes,
  };
}

function parseQueryParamType(expr: string): QueryParamType | undefined {
  if (expr === 'string' || expr === 'integer' || expr === 'number' || expr === 'boolean') return { kind: expr };
  const match = /^enum<(.+)>$/.exec(expr);
  if (!match?.[1]) return undefined;
  const values = match[1].split('|').map((value) => value.trim());
  return values.every(Boolean) ? { kind: 'enum', values } : undefined;
}

function constantCodes(constants: Record<string, unknown>, key: string): string[] | undefined {
  const list = constants[key];
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const codes = list.map((item: unknown) => (typeof item === 'object' && item !== null ? (item as { code?: unknown }).code : undefined));
  return codes.every((code): code is string => typeof code === 'string') ? codes : undefined;
}

const QUERY_KINDS = new Set(['primitive', 'enum', 'rule', 'const']);
/** Primitives carried as checked strings; their validators report `format.<name>`. */
const FORMATTED_PRIMITIVES: ReadonlySet<string> = new Set(['money', 'decimal', 'date', 'datetime']);

function buildCalls(raw: RawSpec, problems: Problems, constants: Record<string, unknown>, ruleIds: ReadonlySet<string>) {
  const schemas = new Map<string, TypeNode>();
  const schemaOrigin = new Map<string, { file: SpecFile; path: KeyPath }>();
  const pending: { file: SpecFile; at: KeyPath; entry: z.infer<typeof callEntry> }[] = [];
  let gatewayPrefix: string | undefined;
  let gatewayFile: string | undefined;

  // Resolves const<key> to an enum and records every name a type refers to, for the reference check.
  const refs: { file: SpecFile; path: KeyPath; name: string }[] = [];
  const finish = (file: SpecFile, path: KeyPath, node: TypeNode): TypeNode => {
    const resolve = (current: TypeNode, at: KeyPath): TypeNode => {
      switch (current.kind) {
        case 'const': {
          const values = constantCodes(constants, current.key);
          if (!values) {
            problems.add(file, at, `const<${current.key}>: constants.yaml has no list "${current.key}" whose items all have a code`);
            return { kind: 'primitive', name: 'string' };
          }
          const { key, kind: _kind, ...facets } = current;
          return { ...facets, kind: 'enum', values, constKey: key };
        }
        case 'rule':
          if (!ruleIds.has(current.rule)) problems.add(file, at, `unknown validation rule "${current.rule}" in string<${current.rule}>`);
          return current;
        case 'ref':
          refs.push({ file, path: at, name: current.name });
          return current;
        case 'array':
          return { ...current, items: resolve(current.items, at) };
        case 'object':
          return {
            ...current,
            fields: current.fields.map((field): FieldNode => ({ ...field, type: resolve(field.type, [...at, `${field.name}${field.optional ? '?' : ''}`]) })),
          };
        default:
          return current;
      }
    };
    return resolve(node, path);
  };
  const parseType = (file: SpecFile, path: KeyPath, value: unknown): TypeNode | undefined => {
    const local: LocalProblem[] = [];
    const node = parseTypeValue(value, path, local);
    problems.addLocal(file, [], local);
    return node ? finish(file, path, node) : undefined;
  };

  for (const file of raw.calls) {
    const parsed = problems.parse(file, [], callsFile, file.data);
    if (!parsed) continue;
    if (parsed.gateway) {
      if (gatewayPrefix !== undefined) problems.add(file, ['gateway'], `the gateway is already declared in ${gatewayFile}`);
      gatewayPrefix = parsed.gateway.prefix;
      gatewayFile = file.file;
    }
    for (const [name, value] of Object.entries(parsed.schemas ?? {})) {
      const origin = schemaOrigin.get(name);
      if (origin) {
        problems.add(file, ['schemas', name], `duplicate schema "${name}" (first declared in ${origin.file.file})`);
        continue;
      }
      schemaOrigin.set(name, { file, path: ['schemas', name] });
      const node = parseType(file, ['schemas', name], value);
      if (node) schemas.set(name, node);
    }
    (parsed.calls ?? []).forEach((data, index) => {
      const entry = problems.parse(file, ['calls', index], callEntry, data);
      if (entry) pending.push({ file, at: ['calls', index], entry });
    });
  }
  if (gatewayPrefix === undefined && raw.calls.length > 0) {
    problems.list.push({ file: 'spec/calls', path: ['gateway', 'prefix'], reason: 'no file declares gateway.prefix' });
  }

  const calls: CallModel[] = [];
  const idSeen = new Map<string, string>();
  const pathSeen = new Map<string, string>();
  for (const { file, at, entry } of pending) {
    const where = `${file.file} ${at.join('.')}`;
    const firstId = idSeen.get(entry.id);
    if (firstId) problems.add(file, [...at, 'id'], `duplicate call id "${entry.id}" (first declared at ${firstId})`);
    idSeen.set(entry.id, firstId ?? where);
    const firstPath = pathSeen.get(entry.path);
    if (firstPath) problems.add(file, [...at, 'path'], `duplicate hashed path "${entry.path}" (first used at ${firstPath})`);
    pathSeen.set(entry.path, firstPath ?? where);
    if (entry.source === 'seed' && !entry.purpose) problems.add(file, [...at, 'purpose'], 'a seed call names its product-spec purpose');
    if (entry.source === 'inferred' && entry.purpose) problems.add(file, [...at, 'purpose'], 'only seed calls have a product-spec purpose');
    if (entry.method === 'GET' && entry.body !== undefined) problems.add(file, [...at, 'body'], 'a GET call has no body');

    let query: (TypeNode & { kind: 'object' }) | undefined;
    if (entry.query !== undefined) {
      let node = parseType(file, [...at, 'query'], entry.query);
      if (node?.kind === 'ref') node = schemas.get(node.name) ?? node;
      if (node && node.kind !== 'object') {
        problems.add(file, [...at, 'query'], 'query must be a mapping of fields (or the name of an object schema)');
      } else if (node) {
        for (const field of node.fields) {
          if (!QUERY_KINDS.has(field.type.kind)) {
            problems.add(file, [...at, 'query', field.name], 'query fields are scalars (no objects, arrays or schema references)');
          }
        }
        query = node;
      }
    }
    const body = entry.body === undefined ? undefined : parseType(file, [...at, 'body'], entry.body);
    const dataType = parseType(file, [...at, 'data'], entry.data);
    calls.push({
      id: entry.id,
      summary: entry.summary,
      ...(entry.purpose ? { purpose: entry.purpose } : {}),
      method: entry.method,
      path: `${gatewayPrefix ?? ''}/${entry.path}`,
      auth: entry.auth,
      ...(query ? { query } : {}),
      ...(body ? { body } : {}),
      data: dataType ?? { kind: 'null' },
      source: entry.source,
      file: file.file,
      read: entry.read ?? entry.method === 'GET',
      paged: false,
    });
  }
  for (const ref of refs) {
    if (!schemas.has(ref.name)) problems.add(ref.file, ref.path, `unknown schema reference "${ref.name}"`);
  }
  const fieldsOf = (node: TypeNode | undefined): readonly string[] => {
    const resolved = node?.kind === 'ref' ? schemas.get(node.name) : node;
    return resolved?.kind === 'object' ? resolved.fields.map((field) => field.name) : [];
  };
  const pagedCalls = calls.map((call) => {
    const params = [...fieldsOf(call.query), ...fieldsOf(call.body)];
    const data = fieldsOf(call.data);
    const paged = call.read && params.includes('pageNum') && params.includes('pageSize') && data.includes('list') && data.includes('total');
    return paged ? { ...call, paged } : call;
  });
  return { gatewayPrefix: gatewayPrefix ?? '', calls: pagedCalls, schemas };
}

function buildValidation(raw: RawSpec, problems: Problems) {
  const file = raw.validation;
  const parsed = problems.parse(file, [], validationFile, file.data);
  if (!parsed) return undefined;
  const rules: RuleModel[] = [];
  for (const [id, rule] of Object.entries(parsed.rules)) {
    let regex: RegExp;
    try {
      regex = new RegExp(rule.pattern, 'u');
    } catch (error) {
      problems.add(file, ['rules', id, 'pattern'], `invalid regex: ${(error as Error).message}`);
      continue;
    }
    if (!rule.pattern.startsWith('^') || !rule.pattern.endsWith('$')) {
      problems.add(file, ['rules', id, 'pattern'], 'a format rule is anchored: start with ^ and end with $');
    }
    rule.valid.forEach((sample, index) => {
      if (!regex.test(sample)) problems.add(file, ['rules', id, 'valid', index], `"${sample}" is listed as valid but does not match`);
    });
    rule.invalid.forEach((sample, index) => {
      if (regex.test(sample)) problems.add(file, ['rules', id, 'invalid', index], `"${sample}" is listed as invalid but matches`);
    });
    rules.push({ id, ...rule });
  }
  if (parsed.quantity.min > parsed.quantity.max) problems.add(file, ['quantity'], 'quantity min is above max');
  return { rules, quantity: parsed.quantity };
}

const PLACEHOLDER = /\{(\w+)\}/g;
const placeholders = (text: string): string =>
  [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .sort()
    .join(',');

function buildMessages(raw: RawSpec, problems: Problems, validation: ReturnType<typeof buildValidation>) {
  const messages = new Map<string, Localized>();
  const origin = new Map<string, string>();
  // `prefix` places a group file's tree under its name; key paths reported stay those of the file.
  const visitFile = (file: SpecFile, prefix: readonly string[]): void => {
    const visit = (value: unknown, path: string[]): void => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        problems.add(file, path, 'expected a group of messages or a { zh-CN, en } pair');
        return;
      }
      const record = value as Record<string, unknown>;
      if ('zh-CN' in record || 'en' in record) {
        const parsed = problems.parse(file, path, localized, record);
        if (!parsed) return;
        if (placeholders(parsed['zh-CN']) !== placeholders(parsed.en)) {
          problems.add(file, path, `zh-CN and en use different {placeholders}: "${parsed['zh-CN']}" / "${parsed.en}"`);
        }
        const key = [...prefix, ...path].join('.');
        const first = origin.get(key);
        if (first) problems.add(file, path, `message "${key}" is already defined in ${first}`);
        origin.set(key, file.file);
        messages.set(key, parsed);
        return;
      }
      for (const [key, child] of Object.entries(record)) {
        if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key)) problems.add(file, [...path, key], 'message keys are letters, digits and _');
        else visit(child, [...path, key]);
      }
    };
    visit(file.data, []);
  };
  visitFile(raw.messages, []);
  for (const group of raw.messageGroups) {
    const name = group.file.replace(/^.*\//, '').replace(/\.yaml$/, '');
    if (!/^[a-z][A-Za-z0-9]*$/.test(name)) problems.add(group, [], `a message group file is named like a key: "${name}" is not`);
    else if (group.data !== null && group.data !== undefined) visitFile(group, [name]);
  }
  if ([...messages.keys()].some((key) => key === 'validation' || key.startsWith('validation.'))) {
    problems.add(raw.messages, ['validation'], 'validation messages live in validation.yaml');
  }
  for (const rule of validation?.rules ?? []) messages.set(`validation.${rule.id}`, rule.message);
  for (const [name, message] of Object.entries(validation?.quantity.messages ?? {})) messages.set(`validation.quantity.${name}`, message);
  return messages;
}

/**
 * Validates the raw spec and builds the model. Collects every problem it can find and throws one
 * SpecError listing them (file, key path, line, reason).
 */
export function buildModel(raw: RawSpec): SpecModel {
  const problems = new Problems();
  const constantsShape = problems.parse(raw.constants, [], constantsFile, raw.constants.data);
  // Keep the file's own key order (zod puts the keys it knows first).
  const constants = (constantsShape ? raw.constants.data : {}) as Record<string, unknown>;
  const validation = buildValidation(raw, problems);
  const ruleIds = new Set((validation?.rules ?? []).map((rule) => rule.id));
  const routes = buildRoutes(raw, problems, constantsShape?.publicPaths ?? []);
  const calls = buildCalls(raw, problems, constants, ruleIds);
  const messages = buildMessages(raw, problems, validation);
  // The validators name `format.<primitive>` as their message: each used one must be in the catalogue.
  const used = new Set<string>();
  const noteFormats = (node: TypeNode | undefined) =>
    node && walkType(node, (current) => current.kind === 'primitive' && FORMATTED_PRIMITIVES.has(current.name) && used.add(current.name));
  for (const node of calls.schemas.values()) noteFormats(node);
  for (const call of calls.calls) [call.query, call.body, call.data].forEach(noteFormats);
  for (const name of used) {
    if (!messages.has(`format.${name}`))
      problems.add(raw.messages, ['format', name], `missing message "format.${name}" (the validators of ${name} fields use it)`);
  }
  const groupNames = raw.messageGroups.map((group) => group.file.replace(/^.*\//, '').replace(/\.yaml$/, ''));
  const firstLoad = constantsShape?.app.firstLoadMessageGroups ?? [];
  firstLoad.forEach((name, index) => {
    if (!groupNames.includes(name))
      problems.add(raw.constants, ['app', 'firstLoadMessageGroups', String(index)], `no message group "${name}" (spec/messages/${name}.yaml)`);
  });
  if (problems.list.length > 0) throw new SpecError(problems.list);
  return {
    ...routes,
    ...calls,
    constants,
    rules: validation?.rules ?? [],
    quantity: validation?.quantity ?? { min: 1, max: 1, messages: {} },
    messages,
    messageGroups: { all: groupNames, firstLoad },
  };
}

/** Every schema a type refers to, directly or through other schemas' fields (not transitively). */
export function referencedSchemas(node: TypeNode): string[] {
  const names: string[] = [];
  walkType(node, (current) => {
    if (current.kind === 'ref') names.push(current.name);
  });
  return names;
}
