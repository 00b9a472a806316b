/**
 * Every route path of the app, in one object (bulletproof-react `config/paths`): the app's own
 * home, and each feature's, declared in the feature's `paths.ts` and found here from its folder, so
 * that a new feature edits no list. Features link to each other's screens through this object (a
 * feature imports no other feature).
 *
 * Its type stays exact: each feature's `paths.ts` adds its own to `Paths` (declaration merging,
 * `declare module '../../config/paths'`), so a path nobody declares fails the typecheck.
 */
export interface Paths {
  readonly home: '/';
}

const features = import.meta.glob<Readonly<Record<string, string>>>('../features/*/paths.ts', {
  eager: true,
  import: 'paths',
});

export const paths: Paths = Object.freeze(Object.assign({ home: '/' }, ...Object.values(features)));
