import type { PdfjsLike } from './pdf-pages';

/**
 * pdf.js, loaded only when a PDF is chosen (its own chunk). The worker is an asset webpack emits from
 * `new URL(…, import.meta.url)`, so its address is resolved against mf-content's public path ('auto': the origin
 * mf-content's remote entry was loaded from), not the shell's page. A worker from another origin than the page
 * cannot be started directly; pdf.js sees that and starts it through a same-origin blob that imports it (the
 * static server answers with Access-Control-Allow-Origin, which that import needs).
 *
 * The legacy build: the modern one uses brand-new built-ins (Map.prototype.getOrInsertComputed,
 * Math.sumPrecise, Uint8Array.fromBase64) that Safari and older Chromium/Firefox versions on clinic machines lack;
 * the legacy build carries polyfills. It costs ~60 KB more (504 vs 447 KB minified), fetched only for a PDF.
 */
let loading: Promise<PdfjsLike> | null = null;

export function loadPdfjs(): Promise<PdfjsLike> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist/legacy/build/pdf.mjs')
    .then((pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = new URL(
        'pdfjs-dist/legacy/build/pdf.worker.min.mjs',
        import.meta.url,
      ).toString();
      return pdfjs as unknown as PdfjsLike;
    })
    .catch((error: unknown) => {
      loading = null; // a failed chunk load may succeed on the next choice
      throw error;
    });
  return loading;
}
