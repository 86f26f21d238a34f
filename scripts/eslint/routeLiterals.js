// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The route paths of each project root, read once per lint run (parsing the YAML for each file linted was half of the lint's rule time). */
const pathsOfRoot = new Map();

/** Every route path of spec/routes.yaml, lower-cased (paths match without regard to case). */
function routePaths(root) {
  let paths = pathsOfRoot.get(root);
  if (paths === undefined) {
    const spec = /** @type {{ routes: { path: string }[] }} */ (parse(readFileSync(path.join(root, 'spec/routes.yaml'), 'utf8')));
    paths = new Set(spec.routes.map((route) => route.path.toLowerCase()));
    pathsOfRoot.set(root, paths);
  }
  return paths;
}

/**
 * The route path a string starts with, when it is a link to a route: the whole string, or the part
 * before its query, hash or a template's first placeholder.
 */
function routeIn(text, paths) {
  if (!text.startsWith('/')) return undefined;
  const candidate = text.split(/[?#]/)[0] ?? '';
  return paths.has(candidate.toLowerCase()) ? candidate : undefined;
}

/** The functions of the route table that take a route path (a `RoutePath`, checked by the types). */
const ROUTE_TABLE_CALLS = new Set(['href', 'useRouteQuery', 'useRouteTitle', 'parseQuery']);

/** Whether a literal is the route-path argument of a route-table function, e.g. `href('/login', …)` or `useRouteTitle(a ? '/x' : '/y')`. */
function isRouteTableArgument(node) {
  let argument = node;
  while (argument.parent?.type === 'ConditionalExpression' || argument.parent?.type === 'LogicalExpression') argument = argument.parent;
  const call = argument.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== argument) return false;
  const callee = call.callee;
  const name =
    callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : '';
  return ROUTE_TABLE_CALLS.has(name);
}

/**
 * Whether a literal is typed as a route path by its context: inside `… satisfies …RoutePath…` or
 * `… as …RoutePath…` (a table of routes the types check), or the `path` prop of a component.
 */
function isTypedRoutePath(node, sourceCode) {
  if (node.parent?.type === 'JSXAttribute' && node.parent.name.name === 'path') return true;
  for (let at = node.parent; at && !/Statement|Declaration$/.test(at.type); at = at.parent) {
    if ((at.type === 'TSSatisfiesExpression' || at.type === 'TSAsExpression') && sourceCode.getText(at.typeAnnotation).includes('RoutePath')) return true;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRouteLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Links to routes are built with href() from the generated route table, never written as strings.' },
    schema: [],
    messages: {
      literal: "'{{path}}' is a route written as a string: build it with href('{{path}}', query) (or localHref/loginHref) from '@/lib/routes'.",
    },
  },
  create(context) {
    const paths = routePaths(context.cwd);
    const report = (node, text) => {
      const path = routeIn(text, paths);
      if (path) context.report({ node, messageId: 'literal', data: { path } });
    };
    return {
      Literal(node) {
        // An import specifier is a module, not a link.
        if (
          node.parent?.type === 'ImportDeclaration' ||
          node.parent?.type === 'ImportExpression' ||
          node.parent?.type === 'ExportNamedDeclaration' ||
          node.parent?.type === 'ExportAllDeclaration'
        )
          return;
        // The cheap test first: most strings are no route at all.
        if (typeof node.value === 'string' && routeIn(node.value, paths) && !isRouteTableArgument(node) && !isTypedRoutePath(node, context.sourceCode))
          report(node, node.value);
      },
      TemplateLiteral(node) {
        report(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};
