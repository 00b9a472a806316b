import type { UserType } from '@portal/contracts/user-types';
import type { Icon } from '@tabler/icons-react';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

/** A screen module: it exports `Component`, loaded when its route is first opened. */
export type ScreenModule = { Component: ComponentType };

/** Where a screen is opened: its path's parameters, the address's query and the interface language. */
export type RouteAt = { params: Params; search: URLSearchParams; language: string };

/**
 * A request a screen makes first, as the screen's own query options (its key and its fetcher).
 * Each answers a type of its own, and TanStack's option types take no wider one than `any`.
 */
export type FirstQuery = FetchQueryOptions<any, any, any, any>;

/**
 * A route a feature declares in its `routes.ts` (exported as `routes`); `app/route-table.ts` finds
 * every feature's. Only the path and the loader are in the entry chunk: the screen is its own chunk.
 */
export type FeatureRoute = {
  /** From the feature's own `paths.ts`. */
  path: string;
  /** `() => import('./screens/…')`: a literal import, so the build makes the screen a chunk. */
  screen: () => Promise<ScreenModule>;
  /**
   * Around the screen: `app` (the default) the signed-in frame with the menu, whose roles the
   * frame checks; `public` no account, with the query client (registration, password reset,
   * signing); `first` the login alone, without the query client and the strings beyond the
   * first screen's (its size is budgeted).
   */
  frame?: 'app' | 'public' | 'first';
  /**
   * The requests the screen makes as it opens, from its `api/` files (`() => import('./api/…')`,
   * a chunk of its own): the entry starts them beside the screen's download
   * (`app/preload.ts` preloadScreen), instead of once its files have arrived and it is shown.
   * The screen then finds the answer, or the request under way, under the same key.
   */
  queries?: (at: RouteAt) => Promise<readonly FirstQuery[]>;
};

/**
 * A menu entry a feature declares in its `menu.ts` (exported as `menu`); `app/menu.ts` finds every
 * feature's. Its roles also guard the screen at `path` (the server refuses the calls anyway).
 */
export type MenuEntry = {
  /** Where the entry comes among every feature's, lower first: a number of its own (app/menu-rules.ts). */
  order: number;
  path: string;
  /** A catalogue key, usually the screen's title (`agencies.page.title`). */
  labelKey: string;
  roles: readonly UserType[];
  icon: Icon;
  /** Entries of a section are listed under its heading (`nav.sections.<section>`). */
  section?: 'administration' | 'materialManagement';
  /**
   * Also for press customers, who see only their own screens (PRODUCT.md §2: news,
   * communications, trends, downloads, promotions): every other customer entry is not theirs.
   */
  forPress?: true;
};

/**
 * Work a feature runs in the signed-in frame whatever screen is open (its `background.ts`, exported
 * as `background`): a component loaded in a chunk of its own once the first screen has settled, for
 * the roles it names (`forPress`: also press customers, as menu entries).
 */
export type BackgroundTask = {
  load: () => Promise<{ default: ComponentType }>;
  roles: readonly UserType[];
  forPress?: true;
};
