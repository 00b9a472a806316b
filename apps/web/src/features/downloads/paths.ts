/** The address of the Download area; `config/paths.ts` finds it here. */
export const paths = {
  downloads: '/downloads',
} as const;

type Own = typeof paths;
declare module '../../config/paths' {
  interface Paths extends Own {}
}
