/**
 * The web app's own strings: the frame around every screen (name, common buttons, languages,
 * notices, install prompt, menu, table pager). Every domain's strings are in the catalogue
 * (packages/contracts/src/messages/<domain>/). Loaded with the first screen.
 */
export const frame = {
  app: {
    name: 'Sales Network Portal',
    company: 'Sales network of the manufacturer',
  },
  common: {
    all: 'All',
    cancel: 'Cancel',
    chooseClient: 'Type the name of a client',
    close: 'Close',
    details: 'Details',
    home: 'Go to the home page',
    loading: 'Loading…',
    noOptions: 'Nothing found',
    open: 'Open',
    reload: 'Reload the page',
    yes: 'Yes',
  },
  language: {
    label: 'Language',
    names: {
      it: 'Italiano',
      en: 'English',
      fr: 'Français',
      es: 'Español',
    },
  },
  notices: {
    browserUnsupported: 'Browser unsupported, update it and try again',
    chunkFailed: 'Loading chunk failed',
    chunkFailedHint:
      'Part of the application could not be loaded, perhaps because a new version was released. Reload the page to continue.',
    forbidden: 'This page is not part of your profile',
    forbiddenHint: 'Your account cannot open it. The menu lists the pages you can use.',
    languageError: 'Error selecting a language',
    network: 'Cannot reach the server: check your connection and try again',
    notFound: 'Not found',
    notFoundHint: 'What you are looking for does not exist, or is not visible to your account.',
    pageLoadError: 'Page loading error',
    pageLoadErrorHint: 'The page could not be shown. Reload it or go back to the home page.',
    routeNotFoundHint: 'Check the address, or go on from the home page or the menu.',
    unsupportedLanguage: 'Unsupported language selected',
  },
  pwa: {
    install: 'Install',
    installText: 'Add the portal to your home screen or desktop and open it like an app.',
    installTitle: 'Install the app',
    notNow: 'Not now',
  },
  nav: {
    close: 'Close the menu',
    hide: 'Hide the menu',
    label: 'Main menu',
    open: 'Open the menu',
    sections: {
      administration: 'Administration',
      materialManagement: 'Material management',
    },
    show: 'Show the menu',
    skip: 'Skip to the content',
  },
  table: {
    actions: 'Actions',
    clearSearch: 'Clear the search',
    empty: 'No results',
    filters: 'Filters',
    filtersActive: 'Filters ({{count}} active)',
    first: 'First page',
    last: 'Last page',
    next: 'Next page',
    page: 'Page {{page}}',
    pageSize: 'Rows per page',
    previous: 'Previous page',
    range: '{{from}}–{{to}} of {{total}}',
    rangeMore: '{{from}}–{{to}} of more than {{total}}',
    searchPlaceholder: 'Type to filter',
    select: 'Selection',
    sortBy: 'Sort by',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type FrameMessages = Widen<typeof frame>;
