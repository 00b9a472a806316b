import { IMPORT_KINDS, type ImportKind } from '@portal/contracts';
import { loadModules } from '../../index';
import type { ImportKindHandler } from './types';

let handlers: Promise<ReadonlyMap<ImportKind, ImportKindHandler>> | undefined;

/**
 * Every kind of import, each declared by the module whose tables it writes (its descriptor's
 * `importKinds`: `appliances`, `sales`, `invoices`); this module only runs them. Each of the
 * contracts' IMPORT_KINDS has exactly one.
 */
export function importHandlers(): Promise<ReadonlyMap<ImportKind, ImportKindHandler>> {
  handlers ??= loadModules().then((modules) => {
    const found = modules.flatMap((domain) => domain.importKinds ?? []);
    const byKind = new Map(found.map((handler) => [handler.kind, handler]));
    const wrong = IMPORT_KINDS.filter((kind) => found.filter((handler) => handler.kind === kind).length !== 1);
    if (wrong.length > 0 || byKind.size !== found.length) {
      throw new Error(`import kinds not declared exactly once by a module: ${wrong.join(', ')}`);
    }
    return byKind;
  });
  return handlers;
}

/** The handler of one kind. */
export async function importHandler(kind: ImportKind): Promise<ImportKindHandler> {
  const handler = (await importHandlers()).get(kind);
  if (!handler) throw new Error(`no module declares the import kind ${kind}`);
  return handler;
}
