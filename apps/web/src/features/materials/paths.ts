/** The addresses of the support materials' screens; `config/paths.ts` finds them here. */
export const paths = {
  supportMaterials: '/support-materials',
  materialRequests: '/material-requests',
  materials: '/materials',
  materialsArchive: '/materials-archive',
  agentRequests: '/agent-requests',
} as const;

type Own = typeof paths;
// Typed there too: other features link to these screens through `config/paths.ts`.
declare module '../../config/paths' {
  interface Paths extends Own {}
}
