import { importModule, MODULE_FOLDERS } from './found';
import type { DomainModule } from './types';

export { type DashboardTile, type DomainModule, dashboardTile, type ModuleSeed, type TileCaller } from './types';

const DESCRIPTOR_KEYS = [
  'v1',
  'v2',
  'root',
  'importKinds',
  'seed',
  'mailTemplates',
  'dashboard',
  'clientMove',
] as const;

/** An export that says what a module brings (`DomainModule`), whatever its name. */
const looksLikeModule = (value: unknown): value is DomainModule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DomainModule).name === 'string' &&
  DESCRIPTOR_KEYS.some((key) => key in value);

/**
 * The descriptor a folder's `index.ts` exports: the one named as the folder. A folder whose
 * index.ts only shares functions (a module with no routes, kinds or seeds, like `audit`) has none;
 * a descriptor under another name is an error, not a module silently left out.
 */
export function descriptorOf(folder: string, exports: Record<string, unknown>): DomainModule | undefined {
  const found = Object.values(exports).filter(looksLikeModule);
  if (found.length === 0) return undefined;
  if (found.length > 1 || found[0]?.name !== folder) {
    throw new Error(`modules/${folder}/index.ts must export one DomainModule, with name '${folder}'`);
  }
  return found[0];
}

let loaded: Promise<readonly DomainModule[]> | undefined;

/**
 * Every module, found from its folder (`modules/<name>/index.ts`, in the spirit of
 * @fastify/autoload), by folder name: a new domain adds its folder and no line here. The routes,
 * import kinds and seed steps the app uses are read from these descriptors.
 */
export function loadModules(): Promise<readonly DomainModule[]> {
  loaded ??= Promise.all(MODULE_FOLDERS.map(async (folder) => descriptorOf(folder, await importModule(folder)))).then(
    (found) => found.filter((domain) => domain !== undefined),
  );
  return loaded;
}
