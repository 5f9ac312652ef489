/**
 * A PDF presentation turned into one PNG per page in the browser, for the local slides provider: the pages then
 * take the same upload path as page images (README "Providers"). pdf.js comes in through `load` (pdfjs-loader.ts
 * in the app: its own chunk, fetched only when a PDF is chosen); tests pass a fake.
 */

/** Bigger PDFs are refused before reading: a presentation this large is almost always embedded video. */
export const MAX_PDF_BYTES = 50 * 1024 * 1024;
export const MAX_PDF_PAGES = 200;
/** Page images are rendered this wide (a 16:9 slide becomes 1600×900), like Google's LARGE thumbnails. */
export const PAGE_WIDTH = 1600;
/** The slide-uploads bucket's limit per object; a page PNG above it is stored as JPEG instead. */
export const MAX_PAGE_IMAGE_BYTES = 10 * 1024 * 1024;

export type PdfProblemKind = 'broken' | 'encrypted' | 'tooLarge' | 'tooManyPages' | 'empty';

export class PdfProblem extends Error {
  constructor(readonly kind: PdfProblemKind) {
    super(`pdf_${kind}`);
    this.name = 'PdfProblem';
  }
}

export interface PdfViewportLike {
  width: number;
  height: number;
}
export interface PdfPageLike {
  getViewport(options: { scale: number }): PdfViewportLike;
  render(options: {
    canvasContext: CanvasRenderingContext2D;
    canvas: HTMLCanvasElement;
    viewport: PdfViewportLike;
  }): { promise: Promise<void> };
  cleanup(): void;
}
export interface PdfDocumentLike {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfPageLike>;
}
export interface PdfjsLike {
  getDocument(source: { data: Uint8Array; isEvalSupported?: boolean }): {
    promise: Promise<PdfDocumentLike>;
    /** Frees the document and its worker (pdf.js 6: the loading task owns them, not the document). */
    destroy(): Promise<void>;
  };
}

export const isPdf = (file: File): boolean =>
  file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** The file's bytes (FileReader: every browser, and jsdom, whose File has no arrayBuffer()). */
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** Draws one page on a canvas and encodes it; PNG unless that exceeds the bucket's limit. */
export async function renderPageImage(page: PdfPageLike): Promise<Blob> {
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: PAGE_WIDTH / base.width });
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  // PDF pages without a background are transparent: slides are shown on white.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context, canvas, viewport }).promise;
  const encode = (type: string, quality?: number) =>
    new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), type, quality),
    );
  const png = await encode('image/png');
  return png.size <= MAX_PAGE_IMAGE_BYTES ? png : encode('image/jpeg', 0.9);
}

/**
 * The pages of a PDF as image files, in order: `<name>-<n>.png` (or .jpg). Refuses a file over MAX_PDF_BYTES, a
 * damaged or password-protected PDF, one without pages and one over MAX_PDF_PAGES, each with its own PdfProblem.
 */
export async function pdfToPageImages(
  file: File,
  load: () => Promise<PdfjsLike>,
  render: (page: PdfPageLike) => Promise<Blob> = renderPageImage,
): Promise<File[]> {
  if (file.size > MAX_PDF_BYTES) throw new PdfProblem('tooLarge');
  const pdfjs = await load();
  const data = await readBytes(file);
  const task = pdfjs.getDocument({ data, isEvalSupported: false });
  let doc: PdfDocumentLike;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = (error as { name?: string } | null)?.name;
    throw new PdfProblem(name === 'PasswordException' ? 'encrypted' : 'broken');
  }
  try {
    if (doc.numPages < 1) throw new PdfProblem('empty');
    if (doc.numPages > MAX_PDF_PAGES) throw new PdfProblem('tooManyPages');
    const base = file.name.replace(/\.pdf$/i, '') || 'page';
    const pages: File[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      try {
        const image = await render(page);
        const extension = image.type === 'image/jpeg' ? 'jpg' : 'png';
        pages.push(new File([image], `${base}-${n}.${extension}`, { type: image.type || 'image/png' }));
      } finally {
        page.cleanup();
      }
    }
    return pages;
  } catch (error) {
    if (error instanceof PdfProblem) throw error;
    // A page pdf.js cannot draw: the file is damaged somewhere past its header.
    throw new PdfProblem('broken');
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
