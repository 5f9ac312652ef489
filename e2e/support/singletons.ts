/**
 * How a shared singleton's chunk is recognised in the network log. Chunk ids are named after the module
 * path (optimization.chunkIds = 'named' in shared-ui/build/federation.cjs), so a second copy of a package
 * would show up as a second request matching its pattern.
 */
export const SINGLETON_CHUNKS: Record<string, RegExp> = {
  react: /node_modules_react_index_js/,
  'react/jsx-runtime': /node_modules_react_jsx-runtime_js/,
  'react-dom': /node_modules_react-dom_index_js/,
  'react-dom/client': /node_modules_react-dom_client_js/,
  'react-router-dom': /react-router-dom-shared_ts/,
  'styled-components': /node_modules_styled-components_/,
  '@tanstack/react-query': /node_modules_tanstack_react-query_/,
  i18next: /node_modules_i18next_dist_/,
  'react-i18next': /node_modules_react-i18next_/,
  '@supabase/supabase-js': /node_modules_supabase_supabase-js_/,
  'shared-ui': /shared-ui_src_index_ts/,
  'supabase-client': /supabase_client_src_index_ts/,
};

export function countSingletonFetches(urls: string[]): Record<string, number> {
  return Object.fromEntries(
    Object.entries(SINGLETON_CHUNKS).map(([name, pattern]) => [
      name,
      urls.filter((url) => pattern.test(url)).length,
    ]),
  );
}
