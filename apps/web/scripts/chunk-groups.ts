/**
 * Which chunk a module goes to, beyond what the bundler splits on its own (vite.config.ts,
 * `codeSplitting.groups`). Left alone, the bundler gives every set of screens sharing a module
 * its own file: a signed-in list on a phone waited on about 65 files (the entry's, then the
 * signed-in frame's and the screen's), a round trip each over HTTP/1.1's six connections.
 *
 * What the entry (main.tsx) imports statically goes to `preload`, one file beside the entry: the
 * route table and what starts a screen's downloads (app/preload.ts). What the app adds (React,
 * Mantine's core, the router, i18next: app/start.tsx, which the entry imports once it has started
 * those downloads) goes to `boot`. The entry's and the app's own modules stay files of their own;
 * zod's settings are the entry's first import and zod is in neither group, so they still come
 * first. Library and shared code (node_modules, src/components, src/lib) goes, by who needs it, to:
 * - `login-ui`: what the login screen adds (its size is budgeted, scripts/login-chunks.ts);
 * - `requests`: what the entry needs to start a screen's first requests (`FeatureRoute.queries`,
 *   beside the screen's download): the query client, those request files (and the lookups they
 *   use) and what they import.
 *   Small, so the requests do not wait for the larger files below;
 * - `frame`: what the signed-in frame (app/routes/app-shell.tsx) adds, including its own code;
 * - `shared`: what that frame or several screens share with the public screens (signing,
 *   registration, password reset), so that a signer does not download the menus;
 * - `frame` too: what several signed-in screens share besides (tables, filters, badges, their
 *   icons, small shared modules). Every signed-in screen loads it with the frame anyway: in a file
 *   of its own it was two more requests (script and stylesheet) on every screen.
 * The rest, screens and strings included, stays where the bundler puts it; so does what brings
 * zod or another heavy library with it, which a list does not need. The login's validation and
 * other languages are left out: the login loads them after its form is shown.
 *
 * Which modules a module needs is read from the module graph, except through a barrel (a file
 * of imports and exports only, such as `@mantine/core`'s index): there only the names imported
 * are followed, or every screen would seem to need the whole library.
 */
import path from 'node:path';

type ModuleInfo = {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  exports: readonly string[];
};
type Context = { getModuleInfo(id: string): ModuleInfo | null };

const src = path.resolve(import.meta.dirname, '../src');
const at = (file: string) => path.join(src, file);

const ENTRY = at('main.tsx');
/** The app itself (React, the router, i18next), which the entry imports once the screen's files are asked for. */
const START = at('app/start.tsx');
/** The login, loaded before its form is shown (scripts/login-chunks.ts), and its strings. */
const LOGIN = ['features/auth/screens/login.tsx', 'locales/first/it.ts'].map(at);
/** Loaded once the login form is shown: kept apart from it, in files of their own. */
const AFTER_LOGIN = [
  'features/auth/login-validation.ts',
  'locales/first/en.ts',
  'locales/first/fr.ts',
  'locales/first/es.ts',
].map(at);
const APP_FRAME = [at('app/routes/app-shell.tsx')];
/** The query client, which the entry loads to start a screen's first requests (app/router.tsx). */
const QUERY_CLIENT = [at('lib/query-client.ts')];
/**
 * A feature's request files (`features/<domain>/api/`) and the shared lookups (`lib/lookups/`, a
 * list's filters), which the entry loads for the same. A lookup left to the bundler went with the
 * screens sharing it, and a list's first requests then waited for those screens' files.
 */
const REQUESTS = /[\\/]src[\\/](features[\\/][^\\/]+[\\/]api|lib[\\/]lookups)[\\/]/;
/** The public frame and its screens (their `routes.ts` say `frame: 'public'`). */
const PUBLIC = [
  'app/routes/public-query.tsx',
  'features/signing/screens/sign.tsx',
  'features/registrations/screens/register.tsx',
  'features/auth/screens/forgot-password.tsx',
  'features/auth/screens/reset-password.tsx',
].map(at);

/** One import or export statement that names another module. */
type Edge = { spec: string; names: Map<string, string> | 'all' | 'none'; reexport: boolean };

const STATEMENT =
  /\b(import|export)\s*(type\s+)?([\w$\s,{}*]*?)\s*from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bexport\s*\{([^}]*)\}/g;

/** `a, b as c` as local name to imported name (`c` to `b`). */
function namesOf(list: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const part of list.split(',')) {
    const [imported, local] = part.trim().split(/\s+as\s+/);
    if (imported) names.set((local ?? imported).trim(), imported.trim());
  }
  return names;
}

type Parsed = { edges: Edge[]; exported: Map<string, string>; barrel: boolean };
const parsedCache = new Map<string, Parsed>();

function parse(id: string, code: string): Parsed {
  const cached = parsedCache.get(id);
  if (cached) return cached;
  const edges: Edge[] = [];
  const exported = new Map<string, string>();
  for (const m of code.matchAll(STATEMENT)) {
    const [, keyword, type, clause = '', spec, bare, localExports] = m;
    if (bare) edges.push({ spec: bare, names: 'none', reexport: false });
    else if (localExports !== undefined) for (const [out, local] of namesOf(localExports)) exported.set(out, local);
    else if (spec && !type) {
      const reexport = keyword === 'export';
      let names: Edge['names'] = new Map();
      const braces = /\{([^}]*)\}/.exec(clause);
      if (braces?.[1]) names = namesOf(braces[1]);
      const rest = clause.replace(/\{[^}]*\}/, '').trim();
      if (rest.includes('*') || (rest && rest !== ',' && !reexport)) {
        // A namespace, a default import or `export *`: everything, or (export *) whatever is asked.
        const star = /\*\s*as\s+([\w$]+)/.exec(rest);
        if (reexport && !star) names = 'all';
        else if (star?.[1] && reexport) names.set(star[1], '*');
        else names = 'all';
      }
      edges.push({ spec, names, reexport });
    }
  }
  const leftover = code
    .replace(STATEMENT, '')
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .replace(/[;\s]/g, '');
  const parsed = { edges, exported, barrel: leftover === '' };
  parsedCache.set(id, parsed);
  return parsed;
}

const withoutExtension = (id: string) => id.replace(/\?.*$/, '').replace(/\.[cm]?[jt]sx?$/, '');

/** The module of `importedIds` a specifier names. */
function resolveSpec(from: string, spec: string, imported: readonly string[]): string | undefined {
  if (spec.startsWith('.')) {
    const base = withoutExtension(path.resolve(path.dirname(from), spec));
    return imported.find((id) => {
      const bare = withoutExtension(id);
      return bare === base || bare === `${base}/index`;
    });
  }
  const sub = spec.startsWith('@') ? spec.split('/').slice(2).join('/') : spec.split('/').slice(1).join('/');
  const pkg = spec.slice(0, spec.length - (sub ? sub.length + 1 : 0));
  // The workspace's own packages (`@portal/contracts`) resolve to their sources.
  const workspace = `/packages/${pkg.replace(/^@portal\//, '')}/src/`;
  const inPackage = imported.filter((id) => id.includes(`/node_modules/${pkg}/`) || id.includes(workspace));
  if (inPackage.length === 1) return inPackage[0];
  if (sub) return inPackage.find((id) => id.includes(`/${sub}`));
  // The package itself beside a subpath of it (`@mantine/core` and its stylesheets, `react` and
  // `react/jsx-runtime`): its index.
  const scripts = inPackage.filter((id) => !id.endsWith('.css'));
  return scripts.length === 1 ? scripts[0] : scripts.find((id) => /\/index\.[cm]?[jt]s$/.test(id));
}

type Dep = { target: string; edge: Edge };
/** A module's imports and re-exports, resolved once per build. */
type Node = Pick<ModuleInfo, 'importedIds' | 'dynamicallyImportedIds' | 'exports'> & { deps: Dep[]; barrel: boolean };
/** What a barrel's name leads to: the module and its name there (null: the whole module). */
type Hop = [string, string | null];

/**
 * Every module `roots` need, following barrels by name only. Unreadable cases fall back to
 * following everything, so the answer may be too large, never too small.
 */
function closure(ctx: Context, roots: readonly string[], skip?: RegExp): Set<string> {
  const seen = new Set<string>();
  const seenNames = new Set<string>();
  // The barrels passed through by name: a library's barrel with no `sideEffects: false` stays in
  // the build as an empty module, which left to the bundler was a request of its own.
  const barrels = new Set<string>();
  const stack: Hop[] = roots.map((id) => [id, null]);
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [id, name] = item;
    if (skip?.test(id)) continue;
    const node = nodeOf(ctx, id);
    if (!node) continue;
    if (name !== null && node.barrel) {
      const key = `${id}\0${name}`;
      if (seenNames.has(key) || seen.has(id)) continue;
      seenNames.add(key);
      barrels.add(id);
      const hops = hopsOf(ctx, id, name);
      if (hops) stack.push(...hops);
      else for (const dep of node.importedIds) stack.push([dep, null]);
      continue;
    }
    if (seen.has(id)) continue;
    seen.add(id);
    const byName = new Set<string>();
    if (!node.barrel) {
      for (const { target, edge } of node.deps) {
        if (typeof edge.names === 'string' || !nodeOf(ctx, target)?.barrel) continue;
        byName.add(target);
        for (const imported of edge.names.values()) stack.push([target, imported === '*' ? null : imported]);
      }
    }
    for (const dep of node.importedIds) if (!byName.has(dep)) stack.push([dep, null]);
  }
  for (const id of barrels) seen.add(id);
  return seen;
}

const nodes = new Map<string, Node | null>();
function nodeOf(ctx: Context, id: string): Node | null {
  let node = nodes.get(id);
  if (node !== undefined) return node;
  const info = ctx.getModuleInfo(id);
  node = null;
  if (info) {
    const parsed = info.code ? parse(id, info.code) : { edges: [], exported: new Map(), barrel: false };
    const deps: Dep[] = [];
    for (const edge of parsed.edges) {
      const target = resolveSpec(id, edge.spec, info.importedIds);
      if (target) deps.push({ target, edge });
      else if (process.env.CHUNK_GROUPS_DEBUG) console.error('UNRESOLVED SPEC', id, edge.spec);
    }
    node = {
      deps,
      barrel: parsed.barrel,
      importedIds: info.importedIds,
      dynamicallyImportedIds: info.dynamicallyImportedIds,
      exports: info.exports,
    };
  }
  nodes.set(id, node);
  return node;
}

const hopCache = new Map<string, Hop[] | null>();
/** Where a barrel's export `name` comes from; null when it cannot tell. */
function hopsOf(ctx: Context, id: string, name: string): Hop[] | null {
  const key = `${id}\0${name}`;
  const cached = hopCache.get(key);
  if (cached !== undefined) return cached;
  const node = nodeOf(ctx, id) as Node;
  const local = parsedCache.get(id)?.exported.get(name) ?? name;
  const hops: Hop[] = [];
  let found = false;
  for (const { target, edge } of node.deps) {
    if (edge.names === 'none') hops.push([target, null]);
    else if (edge.names === 'all') {
      // `export * from`: only the module that exports the name.
      if (!found && edge.reexport && nodeOf(ctx, target)?.exports.includes(name)) {
        hops.push([target, name]);
        found = true;
      }
    } else {
      const imported = edge.names.get(edge.reexport ? name : local);
      if (imported !== undefined) {
        hops.push([target, imported === '*' ? null : imported]);
        found = true;
      }
    }
  }
  const answer = found ? hops : null;
  if (!found && process.env.CHUNK_GROUPS_DEBUG) console.error('UNRESOLVED', id, name);
  hopCache.set(key, answer);
  return answer;
}

let groups: Map<string, string> | undefined;

/** For a plugin's `buildStart`: the next build reads its own module graph. */
export function resetChunkGroups() {
  groups = undefined;
  parsedCache.clear();
  nodes.clear();
  hopCache.clear();
}

/** Library and shared code, which a screen of its own may be bundled with (not a screen, nor strings). */
const COMMON = /[\\/]node_modules[\\/]|[\\/]apps[\\/]web[\\/]src[\\/](components|lib)[\\/]/;
const HEAVY = /[\\/]node_modules[\\/](zod|react-hook-form|@hookform|react-number-format|recharts|leaflet)[\\/]/;
const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]/;
const SCREENS_SHARING = Number(process.env.SCREENS_SHARING ?? 3);
const SCREEN = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]screens[\\/]/;
const ICON = /[\\/]@tabler[\\/]icons-react[\\/].*[\\/]icons[\\/]/;
const STRINGS = /[\\/](locales|messages)[\\/]/;
/** Source characters (before minifying) below which a shared module is not worth a file of its own. */
const SMALL_MODULE = 4000;
/** The groups a signed-in screen or the signing page loads first. */
const EARLY_USERS = new Set(['requests', 'frame', 'shared']);
/** A module that imports nothing and is at most 1000 characters long. */
function tinyLeaf(ctx: Context, id: string) {
  const info = ctx.getModuleInfo(id);
  return !!info?.code && info.code.length <= 1000 && info.importedIds.length === 0;
}

function groupsOf(ctx: Context): Map<string, string> {
  if (groups) return groups;
  const found = new Map<string, string>();
  const set = (id: string, group: string) => {
    if (!found.has(id)) found.set(id, group);
  };
  const entry = closure(ctx, [ENTRY]);
  const app = closure(ctx, [START]);
  const boot = new Set([...entry, ...app]);
  const login = closure(ctx, LOGIN);
  const afterLogin = closure(ctx, AFTER_LOGIN);
  const publicSide = closure(ctx, PUBLIC);
  const frame = closure(ctx, APP_FRAME);
  const taken = (id: string) => boot.has(id) || login.has(id) || afterLogin.has(id);
  // What the entry imports, in one file beside it, and what the app adds, in another: left to the
  // bundler, each module they share with a later chunk was a file of its own (about 20 small
  // files, a round trip each on a phone's six connections before anything could run). The app's
  // own module stays a file of its own (a line): the build manifest names it (vite.config.ts
  // preloads it from the page).
  for (const id of entry) if (id !== ENTRY) set(id, 'preload');
  for (const id of app) if (id !== START) set(id, 'boot');
  for (const id of login) if (!boot.has(id) && COMMON.test(id)) set(id, 'login-ui');
  const requestRoots = [...QUERY_CLIENT];
  for (const id of boot) {
    for (const lazy of nodeOf(ctx, id)?.dynamicallyImportedIds ?? []) if (REQUESTS.test(lazy)) requestRoots.push(lazy);
  }
  // The request files themselves too: one file, not one per request file a screen starts with.
  for (const id of closure(ctx, requestRoots)) {
    if (!taken(id) && (COMMON.test(id) || REQUESTS.test(id))) set(id, 'requests');
  }
  // The frame's route module too: a file of its own was one more round trip, for 150 bytes.
  for (const id of frame) if (!taken(id)) set(id, publicSide.has(id) ? 'shared' : 'frame');
  // What several signed-in screens use beside the frame (tables, filters, badges): with the frame.
  const screens = new Set<string>();
  for (const id of boot) {
    for (const lazy of nodeOf(ctx, id)?.dynamicallyImportedIds ?? []) {
      if (SCREEN.test(lazy) && !login.has(lazy)) screens.add(lazy);
    }
  }
  const users = new Map<string, number>();
  for (const screen of screens) for (const id of closure(ctx, [screen])) users.set(id, (users.get(id) ?? 0) + 1);
  // Not a heavy library, nor what brings one with it (forms bring zod, Mantine's NumberInput
  // react-number-format): a list would download it too (react-hook-form and react-number-format,
  // some 18 kB compressed, went with every list). The contracts are left out of the search: their
  // schemas are dropped where unused (vite.config.ts).
  const heavy = (id: string) => [...closure(ctx, [id], CONTRACTS)].some((dep) => HEAVY.test(dep));
  for (const [id, count] of users) {
    if (count >= SCREENS_SHARING && COMMON.test(id) && !taken(id) && !heavy(id)) {
      set(id, publicSide.has(id) ? 'shared' : 'frame');
    }
  }
  // A small list of the contracts (the roles, the countries) that the request files or the frames
  // read: with the entry, a few hundred bytes, rather than a file and a round trip of its own.
  const early = new Set([...found].filter(([, g]) => EARLY_USERS.has(g)).map(([id]) => id));
  for (const id of closure(ctx, [...early])) {
    if (!found.has(id) && CONTRACTS.test(id) && !STRINGS.test(id) && tinyLeaf(ctx, id)) set(id, 'preload');
  }
  // The icons of the screens: each is a few hundred bytes, all of them together about 2 kB
  // compressed; in a file of their own they were one more round trip on every list.
  for (const id of users.keys()) {
    if (ICON.test(id) && !found.has(id) && !taken(id)) set(id, publicSide.has(id) ? 'shared' : 'frame');
  }
  // A small library or shared module (not a feature's own) that two screens share and that imports
  // only what every signed-in screen loads anyway (a state list, Mantine's Grid): left to the
  // bundler it was a file of a few hundred bytes, and a round trip of its own. With the frame.
  const everywhere = new Set(['preload', 'boot', 'login-ui', 'requests', 'shared', 'frame']);
  // What a public screen shares (the signing page's) must not bring the signed-in frame with it.
  const everywherePublic = new Set(['preload', 'boot', 'login-ui', 'requests', 'shared']);
  const groupOf = (id: string) => (publicSide.has(id) ? 'shared' : 'frame');
  const small = (id: string) => (ctx.getModuleInfo(id)?.code?.length ?? Infinity) <= SMALL_MODULE;
  // Those that import one another (a component and its parts) go together, or not at all.
  const candidates = new Set(
    [...users]
      .filter(([id, count]) => count >= 2 && (COMMON.test(id) || CONTRACTS.test(id)) && !found.has(id) && !taken(id))
      .filter(([id]) => !STRINGS.test(id))
      .map(([id]) => id)
      .filter(small),
  );
  const needs = new Map([...candidates].map((id) => [id, [...closure(ctx, [id])].filter((dep) => dep !== id)]));
  for (let dropped = true; dropped; ) {
    dropped = false;
    for (const id of candidates) {
      const loaded = publicSide.has(id) ? everywherePublic : everywhere;
      const group = (dep: string) => (candidates.has(dep) ? groupOf(dep) : (found.get(dep) ?? ''));
      if (needs.get(id)?.every((dep) => loaded.has(group(dep)))) continue;
      candidates.delete(id);
      dropped = true;
    }
  }
  for (const id of candidates) set(id, groupOf(id));
  if (process.env.CHUNK_GROUPS_DEBUG) {
    for (const [id, g] of found) console.error('GROUP', g, id, ctx.getModuleInfo(id)?.code?.length);
  }
  groups = found;
  return found;
}

/** For `codeSplitting.groups[].name`: the group of a module, or null to leave it to the bundler. */
export function chunkGroup(id: string, ctx: Context): string | null {
  return groupsOf(ctx).get(id) ?? null;
}
