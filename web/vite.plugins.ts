import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
import { FIRST_DATA, type FirstQuery } from './src/app/firstData.ts';
import { documentTitle, NOT_FOUND_TITLE, ROUTE_TITLES } from './src/app/routeTitles.ts';

const src = fileURLToPath(new URL('./src/', import.meta.url));
const generatedDocuments = path.join(src, 'gql/graphql.ts');

/**
 * The generated documents of src/gql/graphql.ts, by the name of the operation or fragment they
 * define ('Feed', 'PostCard_post'): the export's name and its AST as JSON text.
 */
function readDocuments(): Map<string, { name: string; ast: string }> {
  const source = readFileSync(generatedDocuments, 'utf8');
  return new Map(
    [...source.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map((m) => {
      const defined = (JSON.parse(m[2]) as Node).definitions![0].name!.value;
      return [defined, { name: m[1], ast: m[2] }];
    }),
  );
}

type Node = {
  kind: string;
  selectionSet?: { selections: Node[] };
  name?: { value: string };
  definitions?: Node[];
};

/**
 * The document as Apollo Client sends it: with `__typename` in every selection below the root,
 * which its cache needs to store and match the result (what its addTypenameToDocument does).
 */
function withTypenames(document: Node): Node {
  const visit = (node: Node, root: boolean) => {
    const selections = node.selectionSet?.selections;
    if (!selections) return;
    for (const selection of selections) visit(selection, false);
    if (!root && !selections.some((s) => s.kind === 'Field' && s.name?.value === '__typename')) {
      selections.push({ kind: 'Field', name: { kind: 'Name', value: '__typename' } } as Node);
    }
  };
  for (const definition of document.definitions ?? []) visit(definition, definition.kind === 'OperationDefinition');
  return document;
}

/** Each routed path's page module (routes.tsx `page(path, <Page />)`, pages.ts `Page = lazyRetry(() => import(…))`). */
function pageModules(): Map<string, string> {
  const pages = new Map(
    [...readFileSync(path.join(src, 'app/pages.ts'), 'utf8').matchAll(/export const (\w+) = \w+\(\(\) => import\('([^']+)'\)\)/g)].map(
      (m) => [m[1], path.resolve(src, 'app', m[2])],
    ),
  );
  const routes = readFileSync(path.join(src, 'app/routes.tsx'), 'utf8');
  return new Map([...routes.matchAll(/page\('([^']+)', <(\w+) \/>\)/g)].map((m) => [m[1], pages.get(m[2])!]));
}

/** A chunk's file and every chunk it imports statically, as URLs. */
function closure(bundle: OutputBundle, file: string, into = new Set<string>()): Set<string> {
  if (into.has(`/${file}`)) return into;
  into.add(`/${file}`);
  for (const imported of (bundle[file] as OutputChunk).imports) closure(bundle, imported, into);
  return into;
}

/**
 * dist/routes.json, for the server: each path of the app with its tab title (any other path is a
 * 404), the queries of its first screen with their documents (src/app/firstData.ts), and the
 * scripts of its page beyond the entry's, which the server preloads in the HTML so they load
 * alongside the entry instead of after it.
 */
export function routeList(): Plugin {
  const titles = Object.fromEntries(Object.entries(ROUTE_TITLES).map(([route, title]) => [route, documentTitle(title)]));
  return {
    name: 'civic-route-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const documents = readDocuments();
      const withDocument = (queries: FirstQuery[] = []) =>
        queries.map((query) => {
          const document = documents.get(query.operation);
          if (!document) this.error(`firstData.ts: no generated document for ${query.operation}`);
          return { ...query, document: withTypenames(JSON.parse(document.ast) as Node) };
        });
      const firstData = Object.fromEntries(Object.entries(FIRST_DATA).map(([route, queries]) => [route, withDocument(queries)]));

      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry)!;
      const initial = closure(bundle, entry.fileName);
      const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!.replace(/\.tsx?$/, ''), chunk]));
      const preload: Record<string, string[]> = {};
      for (const [route, module] of pageModules()) {
        const chunk = byModule.get(module);
        if (!chunk) this.error(`routes.tsx: no chunk for the page of ${route} (${module})`);
        preload[route] = [...closure(bundle, chunk.fileName)].filter((file) => !initial.has(file));
      }
      const missing = Object.keys(ROUTE_TITLES).filter((route) => !preload[route]);
      if (missing.length) this.error(`routes.tsx: no page found for ${missing.join(', ')}`);

      const source = JSON.stringify({ titles, notFound: documentTitle(NOT_FOUND_TITLE), firstData, preload });
      this.emitFile({ type: 'asset', fileName: 'routes.json', source });
    },
  };
}

/**
 * Each `graphql(`…`)` call becomes an import of a module holding that one document (from
 * src/gql/graphql.ts), so a route's chunk carries only the documents it uses: codegen's runtime
 * `graphql()` looks them up in a map of every document of the app (src/gql/gql.ts), and even
 * graphql.ts, one module, would put every used document in one shared chunk. What codegen's
 * Babel/SWC plugin does, as a build step (tests and `vite dev` keep the map). The rest of an
 * import from src/gql (getFragmentData, FragmentType) comes from its fragment-masking module.
 */
export function documentsByImport(): Plugin {
  const prefix = 'civic-gql-document:';
  // The module every fragment's graphql() becomes ('$' is in no GraphQL name, and is in JS's).
  const fragment = '$fragment';
  let documents: Map<string, { name: string; ast: string }>;
  return {
    name: 'civic-graphql-documents',
    apply: 'build',
    buildStart() {
      documents = readDocuments();
    },
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const name = id.slice(prefix.length + 1);
      // A fragment's document is only ever getFragmentData's first argument, which that function
      // ignores: every fragment is one empty document (to Apollo's cache it would be an error, not a read).
      return `export default ${name === fragment ? '{"kind":"Document","definitions":[]}' : documents.get(name)!.ast};`;
    },
    transform(code, id) {
      if (!/\/src\/(?!gql\/).*\.tsx?$/.test(id) || !code.includes('graphql(`')) return null;
      const imports = new Set<string>();
      const out = code
        .replace(/^import \{([^}]*)\} from '((?:\.\.?\/)+gql)';\n/m, (_, names: string, from: string) => {
          const rest = names.split(',').map((n) => n.trim()).filter((n) => n && n !== 'graphql');
          return rest.length ? `import { ${rest.join(', ')} } from '${from}/fragment-masking';\n` : '';
        })
        .replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_, source: string) => {
          const [, name] = /\b(?:query|mutation|subscription|fragment)\s+(\w+)/.exec(source) ?? [];
          if (!name || !documents.has(name)) this.error(`no generated document for ${name ?? 'a graphql() call'} in ${id}: run pnpm codegen`);
          const module = documents.get(name)!.name.endsWith('FragmentDoc') ? fragment : name;
          imports.add(module);
          return `__gql_${module}`;
        });
      const header = [...imports].map((d) => `import __gql_${d} from '${prefix}${d}';`).join('\n');
      return { code: `${header}\n${out}`, map: null };
    },
  };
}

