/** The addresses of the content screens (one list per kind, an item, the editor); `config/paths.ts` finds them here. */
export const paths = {
  news: '/news',
  communications: '/communications',
  trends: '/trends',
  promotions: '/promotions',
  contentItem: '/content/:id',
  contentNew: '/content/new/:kind',
  contentEdit: '/content/:id/edit',
} as const;

type Own = typeof paths;
declare module '../../config/paths' {
  interface Paths extends Own {}
}
