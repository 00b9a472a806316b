/** The addresses of the signer's page, opened from the e-mailed link; `config/paths.ts` finds them here. */
export const paths = {
  sign: '/sign/:token',
} as const;

type Own = typeof paths;
// Typed there too: other features link to these screens through `config/paths.ts`.
declare module '../../config/paths' {
  interface Paths extends Own {}
}
