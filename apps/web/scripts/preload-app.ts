/**
 * The page asks for the app (app/start.tsx, which the entry imports once it has started the
 * screen's downloads) beside the entry: `<link rel="modulepreload">` for its chunk and every chunk
 * it imports, and its stylesheet as a render-blocking `<link rel="stylesheet">`, as Vite does for
 * the entry's own imports. Without them the app's files would be asked for only once the entry
 * had arrived and run, a round trip later on a phone network.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

export function preloadAppPlugin(moduleSuffix: string): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, Chunk | { type: 'asset' }> | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
        const start = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
        if (!start) throw new Error(`preload-app: no chunk for ${moduleSuffix}`);
        const seen = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = bundle[fileName] as Chunk | undefined;
          for (const file of chunk?.viteMetadata?.importedCss ?? []) css.add(file);
          for (const next of chunk?.imports ?? []) visit(next);
        };
        visit(start.fileName);
        const tags: HtmlTagDescriptor[] = [];
        const link = (rel: string, file: string) => {
          if (!html.includes(`/${file}"`)) {
            tags.push({ tag: 'link', attrs: { rel, crossorigin: true, href: `/${file}` }, injectTo: 'head' });
          }
        };
        // The stylesheets first: they block the first paint, as the entry's did.
        for (const file of css) link('stylesheet', file);
        for (const file of seen) link('modulepreload', file);
        return { html, tags };
      },
    },
  };
}
