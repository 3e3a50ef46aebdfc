// Issue #15 "API contracts once": every shape the web and the server share is a zod schema in
// src/core, imported by both sides. This rule keeps the web from typing those shapes again:
//  - no web type or interface may take the name of a type src/core exports (a second TDesign);
//  - the answer type given to authFetch<T>/apiFetch<T> must be built from src/core's types
//    (or unknown/void when the answer is parsed or ignored), never a shape written in place.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const FETCHERS = new Set(['authFetch', 'apiFetch']);
/** Wrappers that only rearrange the types inside them. */
const TYPE_WRAPPERS = new Set(['Array', 'ReadonlyArray', 'Partial', 'Pick', 'Omit', 'Readonly', 'Required', 'NonNullable']);
const KEYWORDS = new Set(['TSUnknownKeyword', 'TSVoidKeyword', 'TSNullKeyword', 'TSUndefinedKeyword', 'TSNeverKeyword', 'TSLiteralType']);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every type name src/core exports, with the file that exports it. */
export function coreTypeNames(coreDir) {
  const names = new Map();
  for (const file of sourceFiles(coreDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^export (?:type|interface) (T[A-Z]\w*)/gm)) {
      names.set(match[1], relative(join(coreDir, '..', '..'), file));
    }
  }
  return names;
}

export function apiShapesRule(coreDir) {
  let names;
  return {
    meta: {
      type: 'problem',
      docs: { description: 'The web app takes shared API shapes from src/core instead of typing them again.' },
      schema: [],
      messages: {
        redeclared: '{{name}} is a shape src/core exports ({{file}}): import it from there instead of declaring it again.',
        handTyped:
          'The answer of {{fetcher}} is typed by hand: type it with a schema type imported from src/core (or unknown, and parse it with the core schema).',
      },
    },
    create(context) {
      names ??= coreTypeNames(coreDir);
      /** Local names imported from a src/core module. */
      const fromCore = new Set();
      let typeParameters = new Set();

      function checkDeclaration(node) {
        const file = names.get(node.id.name);
        if (file) context.report({ node: node.id, messageId: 'redeclared', data: { name: node.id.name, file } });
      }

      /** True when the type is made only of core types, keywords and the wrappers above. */
      function isCoreBuilt(type) {
        if (!type) return true;
        if (KEYWORDS.has(type.type)) return true;
        if (type.type === 'TSArrayType') return isCoreBuilt(type.elementType);
        if (type.type === 'TSUnionType' || type.type === 'TSIntersectionType') return type.types.every(isCoreBuilt);
        if (type.type === 'TSIndexedAccessType') return isCoreBuilt(type.objectType);
        if (type.type === 'TSTypeReference' && type.typeName.type === 'Identifier') {
          const name = type.typeName.name;
          const params = type.typeArguments?.params ?? [];
          if (fromCore.has(name) || typeParameters.has(name)) return true;
          // Pick<TCore, 'a' | 'b'>: only the first argument is a shape; the rest are its keys.
          if (TYPE_WRAPPERS.has(name)) return params.length > 0 && isCoreBuilt(params[0]);
        }
        return false;
      }

      return {
        ImportDeclaration(node) {
          if (!/(^|\/)core\//.test(node.source.value)) return;
          for (const spec of node.specifiers) fromCore.add(spec.local.name);
        },
        TSInterfaceDeclaration: checkDeclaration,
        TSTypeAliasDeclaration: checkDeclaration,
        CallExpression(node) {
          if (node.callee.type !== 'Identifier' || !FETCHERS.has(node.callee.name)) return;
          const [answer] = node.typeArguments?.params ?? [];
          // A generic wrapper's own type parameter (authFetch<T> passing T on) is the caller's business.
          typeParameters = new Set(
            context.sourceCode
              .getAncestors(node)
              .flatMap((ancestor) => ancestor.typeParameters?.params ?? [])
              .map((param) => param.name.name),
          );
          if (answer && !isCoreBuilt(answer)) {
            context.report({ node: answer, messageId: 'handTyped', data: { fetcher: node.callee.name } });
          }
        },
      };
    },
  };
}
