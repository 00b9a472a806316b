import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { type DataKind, invalidateChanged, showsChanged } from './data-changes';

// The request modules are read for their options only: nothing is fetched, no language loaded.
vi.mock('./api-client', () => ({ api: vi.fn(), apiDownload: vi.fn(), saveFile: vi.fn(), ApiError: class {} }));
vi.mock('./i18n', () => ({ currentLanguage: () => 'it', i18n: {} }));

type Options = { queryKey?: readonly unknown[]; meta?: { shows?: readonly DataKind[]; changes?: readonly DataKind[] } };
const modules = import.meta.glob<Record<string, unknown>>(['../features/*/api/*.ts', './lookups/*.ts'], {
  eager: true,
});

/** An argument of no kind a key holds: where the static part of a key ends. */
const ARG = Object.freeze({});

/** Every `…QueryOptions` and `…MutationOptions` of the request files, built with placeholder arguments. */
function collect(suffix: 'QueryOptions' | 'MutationOptions'): Map<string, Options> {
  const found = new Map<string, Options>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith(suffix) || typeof value !== 'function') continue;
      if (found.has(name)) throw new Error(`${name} is exported twice (${file})`);
      found.set(name, (value as (...args: unknown[]) => Options)(ARG, ARG, ARG));
    }
  }
  return found;
}
const queries = collect('QueryOptions');
const mutations = collect('MutationOptions');

/** The queries a mutation makes stale, by the name of their options. */
function refreshedBy(mutation: string): string[] {
  const changes = mutations.get(mutation)?.meta?.changes;
  expect(changes, `${mutation} declares what it changes`).toBeDefined();
  return [...queries].filter(([, options]) => showsChanged(options.meta?.shows, changes)).map(([name]) => name);
}

describe('showsChanged', () => {
  it('is true when the query shows any kind the mutation changes', () => {
    expect(showsChanged(['clients', 'sheets'], ['sheets'])).toBe(true);
    expect(showsChanged(['users'], ['sheets', 'clients'])).toBe(false);
    expect(showsChanged([], ['sheets'])).toBe(false);
    expect(showsChanged(undefined, ['sheets'])).toBe(false);
    expect(showsChanged(['sheets'], undefined)).toBe(false);
  });
});

describe('invalidateChanged', () => {
  it('marks stale the cached queries showing changed data, whatever their key', async () => {
    const client = new QueryClient();
    const cached = (queryKey: string[], shows?: DataKind[]) => {
      const query = client.getQueryCache().build(client, { queryKey, meta: shows && { shows } });
      query.setData(1);
      return query;
    };
    const card = cached(['clients', 'card', '7'], ['clients', 'sheets']);
    const agency = cached(['agencies', 'clients', '1'], ['clients', 'sheets']);
    const users = cached(['admin', 'users'], ['users']);
    const undeclared = cached(['other']);
    await invalidateChanged(client, ['sheets']);
    expect([card, agency, users, undeclared].map((q) => q.state.isInvalidated)).toEqual([true, true, false, false]);
  });

  it('does nothing for a mutation that changes nothing shown', async () => {
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries');
    await invalidateChanged(client, []);
    await invalidateChanged(client, undefined);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('the dependency map of the request files', () => {
  it('has every query declare the data it shows and every mutation the data it changes', () => {
    expect(queries.size).toBeGreaterThan(20);
    for (const [name, options] of queries) expect(options.meta?.shows, name).toBeInstanceOf(Array);
    for (const [name, options] of mutations) expect(options.meta?.changes, name).toBeInstanceOf(Array);
  });

  it('gives each endpoint its own key: no key prefix is shared or contains another', () => {
    const prefixes = [...queries].map(([name, options]) => {
      const key = options.queryKey ?? [];
      const end = key.indexOf(ARG);
      return { name, prefix: (end === -1 ? key : key.slice(0, end)).join('/') };
    });
    for (const a of prefixes) {
      for (const b of prefixes) {
        if (a !== b) expect(`${b.prefix}/`.startsWith(`${a.prefix}/`), `${a.name} and ${b.name}`).toBe(false);
      }
    }
  });

  // Issue 8: every screen showing a sheet's state (registry, clients, the agency and its clients,
  // the client card, the sheet, the state counts, the header search) refreshes after a change.
  const SHEET_SCREENS = [
    'registryQueryOptions',
    'statusCountsQueryOptions',
    'sheetFormQueryOptions',
    'clientsQueryOptions',
    'clientQueryOptions',
    'sheetVersionsQueryOptions',
    'attachmentsQueryOptions',
    'signEventsQueryOptions',
    'agencyQueryOptions',
    'agencyClientsQueryOptions',
    'agenciesStatusQueryOptions',
    'signViewQueryOptions',
  ];
  const STATIC = ['countriesQueryOptions', 'provincesQueryOptions', 'resetLinkQueryOptions'];

  it.each([
    ['setSheetMutationOptions', [...SHEET_SCREENS, 'searchClientsQueryOptions', 'clientOptionsQueryOptions']],
    ['confirmClientMutationOptions', [...SHEET_SCREENS, 'searchClientsQueryOptions']],
    ['deleteClientMutationOptions', [...SHEET_SCREENS, 'searchClientsQueryOptions', 'clientOptionsQueryOptions']],
    ['sendReminderMutationOptions', [...SHEET_SCREENS, 'outboxQueryOptions']],
    ['signSheetMutationOptions', [...SHEET_SCREENS, 'outboxQueryOptions']],
  ])('%s refreshes every screen showing a sheet', (mutation, screens) => {
    const refreshed = refreshedBy(mutation);
    expect(refreshed).toEqual(expect.arrayContaining(screens));
    expect(refreshed).not.toContain('usersQueryOptions');
    expect(refreshed).not.toContain('registrationsQueryOptions');
    for (const name of STATIC) expect(refreshed).not.toContain(name);
  });

  it.each([
    ['setUserDisabledMutationOptions', ['usersQueryOptions', 'agencyQueryOptions', 'meQueryOptions']],
    ['updateLanguageMutationOptions', ['usersQueryOptions', 'meQueryOptions']],
    [
      'approveRegistrationMutationOptions',
      ['registrationsQueryOptions', 'usersQueryOptions', 'clientsQueryOptions', 'outboxQueryOptions'],
    ],
    ['rejectRegistrationMutationOptions', ['registrationsQueryOptions', 'outboxQueryOptions']],
    ['retryOutboxMutationOptions', ['outboxQueryOptions', 'outboxMessageQueryOptions']],
    ...['prepareShipment', 'deletePreparation', 'groupPreparations', 'saveShipmentNote', 'changeShipmentStatus'].map(
      (name): [string, string[]] => [
        `${name}MutationOptions`,
        ['toSendQueryOptions', 'shipmentsQueryOptions', 'shipmentQueryOptions'],
      ],
    ),
    ['changeShipmentStatusMutationOptions', ['outboxQueryOptions']],
  ])('%s refreshes %j', (mutation, screens) => {
    const refreshed = refreshedBy(mutation);
    expect(refreshed).toEqual(expect.arrayContaining(screens));
    expect(refreshed).not.toContain('signEventsQueryOptions');
  });

  // Issue 10: a decision or a request moves the counters every materials screen shows.
  const MATERIAL_SCREENS = [
    'materialsQueryOptions',
    'materialQueryOptions',
    'clientMaterialsQueryOptions',
    'requestsQueryOptions',
    'dashboardMaterialsQueryOptions',
  ];
  it.each([
    ['decideRequestMutationOptions'],
    ['requestMaterialMutationOptions'],
    ['saveMassRequestMutationOptions'],
    ['changeRequestQuantityMutationOptions'],
    ['addLoadMutationOptions'],
    ['uploadImageMutationOptions'],
    ['setMaterialFlagsMutationOptions'],
  ])('%s refreshes every screen showing materials or requests', (mutation) => {
    const refreshed = refreshedBy(mutation);
    expect(refreshed).toEqual(expect.arrayContaining(MATERIAL_SCREENS));
    expect(refreshed).not.toContain('clientsQueryOptions');
  });

  it('has password changes and downloads refresh nothing', () => {
    for (const name of [
      'changePasswordMutationOptions',
      'downloadSheetPdfMutationOptions',
      'printClientsMutationOptions',
      'downloadLabelsMutationOptions',
      'printMaterialsMutationOptions',
    ]) {
      expect(refreshedBy(name), name).toEqual([]);
    }
  });
});

describe('the revenue screens', () => {
  it('refresh the budget, the revenue tables, the months and the dashboard after a budget is saved', () => {
    expect(refreshedBy('saveBudgetMutationOptions').sort()).toEqual([
      'agencyBudgetQueryOptions',
      'dashboardPremiaQueryOptions',
      'dashboardRevenueQueryOptions',
      'salesCurrentQueryOptions',
      'salesDetailQueryOptions',
    ]);
  });

  it('refresh every revenue figure after an import of sales lines', () => {
    expect(refreshedBy('startImportMutationOptions')).toEqual(
      expect.arrayContaining([
        'salesCurrentQueryOptions',
        'salesDetailQueryOptions',
        'salesYearsQueryOptions',
        'dashboardRevenueQueryOptions',
        'dashboardPremiaQueryOptions',
      ]),
    );
  });
});
