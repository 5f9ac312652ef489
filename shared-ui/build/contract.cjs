// The remote contract, checked at build time (ARCHITECTURE.md §3): a remote's build fails with a message saying
// what does not fit, instead of a page failing after a deploy. Written to dist/contract.json, whose routes (the
// prefixes derived from the remote's src/routes.json) and menu keys (the side-menu entry each path highlights) the
// deploy (deploy/) and the local server (shell/server/frontend.ts) put into the registry the shell is served.
//
// What the shell expects from a remote:
//   - `./app` is exposed and src/app.tsx exports single-spa lifecycles made by createRemoteLifecycles (the
//     custom props the shell mounts it with, RemoteCustomProps, are that function's parameter type);
//   - its routes are data, src/routes.json (each line a path with a page name or a redirect, and the side-menu
//     key it highlights), which its app renders through shared-ui's pageRoutes; the route prefixes it owns are
//     derived from it, and every path of it is the remote's by the shell's longest-match rule (no other remote
//     owns the same prefix or a longer one matching it);
//   - the shell's registry of manifests (shell/public/remotes.json) has an entry for it, without routes;
//   - each parcel module exports lifecycles and its props type `<Name>ParcelProps`, and every
//     `<RemoteParcel remote parcel props />` in the repository that names one of its parcels passes only props
//     that type declares, and all the required ones.
// What a remote expects from the shell: each shared singleton in a range the installed version (which the
// shell's build provides) satisfies; against a deployed shell, the deploy checks the same from the manifests.
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const PACKAGES = ['shell', 'mf-calendar', 'mf-patients', 'mf-journal', 'mf-billing', 'mf-content'];

const pascal = (kebab) => kebab.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());

function read(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const REMOTES = PACKAGES.filter((pkg) => pkg !== 'shell');
const ROUTE_FILE = 'src/routes.json';
const LINE_KEYS = ['path', 'page', 'redirect', 'menu', 'guard'];

/**
 * A package's routes as data: its src/routes.json (`{ "routes": [{ "path", "page" | "redirect", "menu"? }] }`,
 * the same file its app renders with shared-ui's pageRoutes). Returns { lines, paths } or { problem } saying
 * what does not fit.
 */
function readRouteTable(dir, name = path.basename(dir)) {
  const where = `${name}/${ROUTE_FILE}`;
  const text = read(path.join(dir, ROUTE_FILE));
  if (text === null) return { problem: `${where} is missing (the package's routes as data)` };
  let file;
  try {
    file = JSON.parse(text);
  } catch (error) {
    return { problem: `${where} is not JSON: ${error.message}` };
  }
  if (!file || !Array.isArray(file.routes)) return { problem: `${where} must be { "routes": [...] }` };
  for (const [index, line] of file.routes.entries()) {
    const at = `${where}: line ${index + 1}`;
    if (!line || typeof line !== 'object' || typeof line.path !== 'string')
      return { problem: `${at} needs a "path"` };
    const unknown = Object.keys(line).filter((key) => !LINE_KEYS.includes(key));
    if (unknown.length) return { problem: `${at} (${line.path}): unknown ${unknown.join(', ')}` };
    if ((typeof line.page === 'string') === (typeof line.redirect === 'string'))
      return { problem: `${at} (${line.path}) needs either a "page" or a "redirect"` };
    if (line.menu !== undefined && typeof line.menu !== 'string')
      return { problem: `${at} (${line.path}): "menu" is a side-menu key` };
    if (!line.path.startsWith('/') || (line.path !== '/' && line.path.endsWith('/')))
      return {
        problem: `${at}: ${line.path} must start with / and not end with one (the catch-all is pageRoutes' fallback)`,
      };
  }
  const paths = file.routes.map((line) => line.path);
  const twice = paths.filter((route, index) => paths.indexOf(route) !== index);
  if (twice.length) return { problem: `${where}: ${twice.join(', ')} written twice` };
  return { lines: file.routes, paths };
}

const segments = (route) => route.split('/').filter(Boolean);
const isParam = (segment) => segment.startsWith(':');
/** Whether the prefix `owner` matches every URL of `route` (segments; `:params` match any one segment). */
const covers = (owner, route) =>
  owner.length <= route.length &&
  owner.every((segment, i) =>
    isParam(segment) ? true : !isParam(route[i]) && segment.toLowerCase() === route[i].toLowerCase(),
  );
const withoutSplat = (route) => (route.endsWith('/*') ? route.slice(0, -2) : route);

/**
 * The route prefixes a table owns, derived from its paths: each path (a trailing `/*` dropped) that no other path
 * of the table covers as a prefix, in table order. The shell gives a URL to the remote owning the longest
 * matching prefix (shell/src/remotes/remote-registry.ts), so a page added to routes.json is routed to its remote
 * without a second list.
 */
function ownedRoutePrefixes(paths) {
  const candidates = paths.map(withoutSplat).map((route) => ({ route, parts: segments(route) }));
  return candidates
    .filter(
      ({ parts }, index) =>
        !candidates.some(
          (other, j) =>
            j !== index &&
            covers(other.parts, parts) &&
            // Two paths covering each other (the same but for param names): the first one is kept.
            (other.parts.length < parts.length || !covers(parts, other.parts) || j < index),
        ),
    )
    .map(({ route }) => route);
}

/** The side-menu entry each path highlights (`path → key`), for the paths that name one. */
function menuKeys(lines) {
  return Object.fromEntries(lines.filter((line) => line.menu).map((line) => [line.path, line.menu]));
}

/** What the registry lists for a remote, from its routes.json: the prefixes it owns and its menu keys. */
function registryRoutes(table) {
  return { routes: ownedRoutePrefixes(table.paths), menu: menuKeys(table.lines) };
}

/** The route prefixes a remote owns, from its routes.json (null when it cannot be read). */
function ownedRoutes(dir) {
  const table = readRouteTable(dir);
  return table.paths ? ownedRoutePrefixes(table.paths) : null;
}

/**
 * A registry of manifests (shell/public/remotes.json) with each remote's routes and menu keys filled in from its
 * routes.json: what the shell's own build and dev server serve. Throws when a remote's file cannot be read.
 */
function registryWithRoutes(registry, root = repoRoot) {
  return Object.fromEntries(
    Object.entries(registry).map(([name, entry]) => {
      const table = readRouteTable(path.join(root, name), name);
      if (!table.paths) throw new Error(`[contract] remotes.json: ${table.problem}`);
      return [name, { ...entry, ...registryRoutes(table) }];
    }),
  );
}

/**
 * Which remote the shell would show for each path of `name`'s table, by the shell's rule (the longest matching
 * prefix of any remote, shell/src/remotes/remote-registry.ts): every path must stay its own remote's.
 */
function ownershipProblems(root, name, paths, owned) {
  const others = REMOTES.filter((other) => other !== name)
    .map((other) => ({ other, routes: ownedRoutes(path.join(root, other)) ?? [] }))
    .filter(({ routes }) => routes.length > 0);
  const problems = [];
  for (const { other, routes } of others) {
    const same = routes.filter((route) =>
      owned.some(
        (mine) => covers(segments(mine), segments(route)) && covers(segments(route), segments(mine)),
      ),
    );
    if (same.length) problems.push(`routes: ${same.join(', ')} also owned by ${other} (its ${ROUTE_FILE})`);
  }
  for (const route of paths.map(withoutSplat)) {
    const mine = Math.max(
      ...owned.filter((o) => covers(segments(o), segments(route))).map((o) => segments(o).length),
    );
    for (const { other, routes } of others) {
      const theirs = routes.find((o) => covers(segments(o), segments(route)) && segments(o).length > mine);
      if (theirs)
        problems.push(`routes: ${route} would be shown by ${other}, whose ${theirs} is a longer match`);
    }
  }
  return problems;
}

function exportsLifecycles(source) {
  const destructured = source && /export const \{([^}]*)\}/.exec(source);
  return Boolean(
    destructured &&
    ['bootstrap', 'mount', 'unmount'].every((n) => new RegExp(`\\b${n}\\b`).test(destructured[1])),
  );
}

/**
 * Props declared by `<Name>ParcelProps` in a parcel module: name → { optional }. Read from the syntax, following
 * type aliases, intersections, `extends` and imports from relative paths: a type checker over the remote's whole
 * import graph took 5–20 s per parcel. A props type this cannot read fails the check (keep props types plain:
 * ids and callbacks, ARCHITECTURE.md §3).
 */
function parcelProps(file, typeName, seen = new Set()) {
  const ts = require('typescript');
  const key = `${file}#${typeName}`;
  if (seen.has(key) || seen.size > 20) return null;
  seen.add(key);
  const text = read(file);
  if (text === null) return null;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const members = (list) => {
    const out = {};
    for (const member of list) {
      if (!ts.isPropertySignature(member) && !ts.isMethodSignature(member)) return null;
      out[member.name.getText(source)] = { optional: Boolean(member.questionToken) };
    }
    return out;
  };
  const fromNode = (node) => {
    if (ts.isParenthesizedTypeNode(node)) return fromNode(node.type);
    if (ts.isTypeLiteralNode(node)) return members(node.members);
    if (ts.isIntersectionTypeNode(node)) {
      const parts = node.types.map(fromNode);
      return parts.includes(null) ? null : Object.assign({}, ...parts);
    }
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && !node.typeArguments) {
      return parcelProps(file, node.typeName.text, seen);
    }
    return null;
  };
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) && statement.name.text === typeName) {
      if (statement.typeParameters) return null;
      const own = members(statement.members);
      const inherited = (statement.heritageClauses ?? []).flatMap((clause) =>
        clause.types.map((t) =>
          ts.isIdentifier(t.expression) && !t.typeArguments
            ? parcelProps(file, t.expression.text, seen)
            : null,
        ),
      );
      return own && !inherited.includes(null) ? Object.assign({}, ...inherited, own) : null;
    }
    if (ts.isTypeAliasDeclaration(statement) && statement.name.text === typeName) {
      return statement.typeParameters ? null : fromNode(statement.type);
    }
  }
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings) continue;
    const bindings = statement.importClause.namedBindings;
    if (!ts.isNamedImports(bindings)) continue;
    const binding = bindings.elements.find((element) => element.name.text === typeName);
    const from = statement.moduleSpecifier.text;
    if (!binding || !from.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), from);
    const target = [
      `${base}.ts`,
      `${base}.tsx`,
      path.join(base, 'index.ts'),
      path.join(base, 'index.tsx'),
    ].find((f) => fs.existsSync(f));
    return target ? parcelProps(target, (binding.propertyName ?? binding.name).text, seen) : null;
  }
  return null;
}

/** Top-level keys of an object literal's text (`{ a, b: x.y, c: () => f({ d }) }` → a, b, c). */
function objectKeys(text) {
  const keys = [];
  let depth = 0;
  let start = 0;
  const parts = [];
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if ('({['.includes(c)) depth += 1;
    else if (')}]'.includes(c)) depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  for (const part of parts) {
    const m = /^\s*(?:\.\.\.)?([A-Za-z_$][\w$]*)/.exec(part);
    if (m && !/^\s*\.\.\./.test(part)) keys.push(m[1]);
    else if (/^\s*\.\.\./.test(part)) keys.push('...');
  }
  return keys;
}

/** Every `<RemoteParcel remote="…" parcel="…" props={{…}} />` in the packages' sources (tests excluded). */
function parcelUsages(root) {
  const usages = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'mocks' && entry.name !== 'testing') walk(full);
      } else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) {
        const source = fs.readFileSync(full, 'utf8');
        // Code only: a JSX element, not one quoted in a comment (lines starting with * or //).
        for (const match of source.matchAll(/^(?![ \t]*(?:\*|\/\/)).*?<RemoteParcel\b/gm)) {
          const at = match.index + match[0].length;
          const tail = source.slice(at, at + 600);
          const remote = /\bremote="([^"]+)"/.exec(tail);
          const parcel = /\bparcel="([^"]+)"/.exec(tail);
          if (!remote || !parcel) continue;
          const propsAt = tail.indexOf('props={{');
          let keys = null;
          if (propsAt !== -1) {
            let depth = 0;
            const body = tail.slice(propsAt + 'props={'.length);
            for (let i = 0; i < body.length; i += 1) {
              if (body[i] === '{') depth += 1;
              else if (body[i] === '}') depth -= 1;
              if (depth === 0) {
                keys = objectKeys(body.slice(1, i));
                break;
              }
            }
          }
          const line = source.slice(0, at).split('\n').length;
          usages.push({ file: path.relative(root, full), line, remote: remote[1], parcel: parcel[1], keys });
        }
      }
    }
  };
  for (const pkg of PACKAGES) {
    const src = path.join(root, pkg, 'src');
    if (fs.existsSync(src)) walk(src);
  }
  return usages;
}

/** The parcels another package's webpack config exposes (createWebpackConfig records them on its result). */
function parcelsOf(root, remote) {
  try {
    return require(path.join(root, remote, 'webpack.config.js')).parcels ?? null;
  } catch {
    return null;
  }
}

/**
 * Checks one package's contract; returns { problems, contract }.
 * @param {{ name: string, dir: string, kind: 'host' | 'remote', parcels: Record<string, string>, shared: Record<string, { requiredVersion: string | false, version?: string }> }} options
 */
function checkContract({ name, dir, kind, parcels, shared, root = repoRoot }) {
  const problems = [];
  const contract = {
    name,
    exposes: [],
    routes: [],
    menu: {},
    parcels: {},
    shared: {},
    customProps: 'RemoteCustomProps (shared-ui)',
  };

  // What the remote expects from the shell: the versions the shell's build provides (the installed ones).
  for (const [request, config] of Object.entries(shared)) {
    const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    contract.shared[request] = config.requiredVersion;
    let installed = config.version;
    if (!installed) {
      const manifest = read(path.join(root, 'node_modules', pkg, 'package.json'));
      installed = manifest ? JSON.parse(manifest).version : null;
    }
    if (!installed) problems.push(`shared ${request}: not installed, so the shell cannot provide it`);
  }

  if (kind === 'remote') {
    contract.exposes = ['./app', ...Object.keys(parcels).map((p) => `./parcels/${p}`)];
    const app = read(path.join(dir, 'src/app.tsx'));
    if (!app) problems.push(`./app: ${name}/src/app.tsx is missing`);
    else if (!exportsLifecycles(app) || !/\bcreateRemoteLifecycles\s*[(<]/.test(app)) {
      problems.push(
        `./app: ${name}/src/app.tsx must export { bootstrap, mount, unmount } made by shared-ui's ` +
          'createRemoteLifecycles (the shell mounts it with RemoteCustomProps)',
      );
    }

    const table = readRouteTable(dir, name);
    const registry = JSON.parse(read(path.join(root, 'shell/public/remotes.json')) ?? '{}');
    if (!table.paths) problems.push(`routes: ${table.problem}`);
    else {
      Object.assign(contract, registryRoutes(table));
      if (contract.routes.length === 0) problems.push(`routes: ${name}/${ROUTE_FILE} has no route`);
      const guarded = table.lines.filter((line) => line.guard !== undefined).map((line) => line.path);
      if (guarded.length)
        problems.push(
          `routes: ${guarded.join(', ')}: "guard" is for the shell's own routes (a remote's pages are for admitted users)`,
        );
      problems.push(...ownershipProblems(root, name, table.paths, contract.routes));
    }
    // The registry says where the remote is deployed; its routes come from the table (filled in when served).
    if (!registry[name]) problems.push(`routes: shell/public/remotes.json has no entry for ${name}`);
    else if (registry[name].routes) {
      problems.push(
        `routes: shell/public/remotes.json lists routes for ${name}: remove them, the served registry takes ` +
          `them from ${name}/${ROUTE_FILE} (one table, written once)`,
      );
    }
  }

  const usages = parcelUsages(root);
  // Parcels this remote exposes, and every use of them anywhere.
  for (const [parcel, modulePath] of Object.entries(parcels)) {
    const file = path.join(dir, modulePath);
    const source = read(file);
    const typeName = `${pascal(parcel)}ParcelProps`;
    if (!source) {
      problems.push(`parcel ${parcel}: ${modulePath} is missing`);
      continue;
    }
    if (!exportsLifecycles(source))
      problems.push(`parcel ${parcel}: ${modulePath} must export { bootstrap, mount, unmount }`);
    if (!new RegExp(`export (?:type|interface) ${typeName}\\b`).test(source)) {
      problems.push(`parcel ${parcel}: ${modulePath} must export its props type ${typeName}`);
      continue;
    }
    const props = parcelProps(file, typeName);
    contract.parcels[parcel] = { module: modulePath, propsType: typeName, props };
    for (const use of usages.filter((u) => u.remote === name && u.parcel === parcel)) {
      problems.push(...propsProblems(use, typeName, props));
    }
  }
  // Parcels this package uses: they must exist, with the props their owner declares.
  for (const use of usages.filter((u) => u.file.startsWith(`${name}/`) && u.remote !== name)) {
    const owned = parcelsOf(root, use.remote);
    if (!owned) {
      problems.push(`${use.file}:${use.line}: <RemoteParcel remote="${use.remote}">: no such remote`);
    } else if (!owned[use.parcel]) {
      problems.push(
        `${use.file}:${use.line}: ${use.remote} exposes no parcel "${use.parcel}" (it exposes: ${Object.keys(owned).join(', ') || 'none'})`,
      );
    } else {
      const typeName = `${pascal(use.parcel)}ParcelProps`;
      const file = path.join(root, use.remote, owned[use.parcel]);
      problems.push(
        ...propsProblems(use, typeName, fs.existsSync(file) ? parcelProps(file, typeName) : null),
      );
    }
  }
  return { problems, contract };
}

function propsProblems(use, typeName, props) {
  const where = `${use.file}:${use.line}: ${use.remote}/${use.parcel}`;
  if (!props) return [`${where}: the props type ${typeName} cannot be read`];
  if (!use.keys || use.keys.includes('...')) return []; // props passed as a variable: left to the type checker
  const problems = [];
  const unknown = use.keys.filter((key) => !(key in props));
  if (unknown.length) problems.push(`${where}: ${typeName} has no prop ${unknown.join(', ')}`);
  const missing = Object.keys(props).filter((key) => !props[key].optional && !use.keys.includes(key));
  if (missing.length)
    problems.push(`${where}: required prop ${missing.join(', ')} of ${typeName} is not passed`);
  return problems;
}

/** Fails the build on a broken contract and writes dist/contract.json. */
class ContractPlugin {
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { problems, contract } = checkContract(this.options);
          if (problems.length) {
            const error = new compiler.webpack.WebpackError(
              `[contract] ${this.options.name} does not fit the contract (shared-ui/build/contract.cjs):\n` +
                problems.map((p) => `  - ${p}`).join('\n'),
            );
            error.hideStack = true;
            compilation.errors.push(error);
            return;
          }
          compilation.emitAsset(
            'contract.json',
            new compiler.webpack.sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = {
  ContractPlugin,
  checkContract,
  objectKeys,
  readRouteTable,
  ownedRoutePrefixes,
  registryWithRoutes,
};
