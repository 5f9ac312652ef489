import {
  MAX_PDF_BYTES,
  MAX_PDF_PAGES,
  PdfProblem,
  isPdf,
  pdfToPageImages,
  type PdfDocumentLike,
  type PdfjsLike,
  type PdfPageLike,
} from './pdf-pages';

/** A pdf.js stand-in: a document of `pages` pages, or a failed open with pdf.js's exception name. */
function fakePdfjs(outcome: { pages: number } | { failWith: string }) {
  const cleanedUp: number[] = [];
  const destroyed = { task: 0 };
  const page = (n: number): PdfPageLike => ({
    getViewport: ({ scale }) => ({ width: 800 * scale, height: 450 * scale }),
    render: () => ({ promise: Promise.resolve() }),
    cleanup: () => cleanedUp.push(n),
  });
  const doc = (count: number): PdfDocumentLike => ({
    numPages: count,
    getPage: async (n) => page(n),
  });
  const pdfjs: PdfjsLike = {
    getDocument: () => ({
      promise:
        'pages' in outcome
          ? Promise.resolve(doc(outcome.pages))
          : Promise.reject(Object.assign(new Error('x'), { name: outcome.failWith })),
      destroy: async () => {
        destroyed.task += 1;
      },
    }),
  };
  return { load: jest.fn(async () => pdfjs), cleanedUp, destroyed };
}

const pdf = (name = 'Exposure ladder.pdf') =>
  new File([new Uint8Array([37, 80, 68, 70])], name, { type: 'application/pdf' });
const png = async () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

const problemOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof PdfProblem ? error.kind : `other: ${String(error)}`;
  }
  return 'none';
};

describe('PDF pages for the local slides provider', () => {
  it('recognises a PDF by type or by name', () => {
    expect(isPdf(pdf())).toBe(true);
    expect(isPdf(new File([], 'deck.PDF', { type: '' }))).toBe(true);
    expect(isPdf(new File([], 'page.png', { type: 'image/png' }))).toBe(false);
  });

  it('renders every page, in order, to an image file named after the PDF, and frees pdf.js', async () => {
    const fake = fakePdfjs({ pages: 2 });
    const rendered: PdfPageLike[] = [];
    const files = await pdfToPageImages(pdf(), fake.load, async (page) => {
      rendered.push(page);
      return png();
    });
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['Exposure ladder-1.png', 'image/png'],
      ['Exposure ladder-2.png', 'image/png'],
    ]);
    expect(rendered).toHaveLength(2);
    expect(fake.cleanedUp).toEqual([1, 2]);
    expect(fake.destroyed.task).toBe(1);
  });

  it('names a page stored as JPEG (a PNG over the bucket limit) .jpg', async () => {
    const fake = fakePdfjs({ pages: 1 });
    const files = await pdfToPageImages(
      pdf('a.pdf'),
      fake.load,
      async () => new Blob(['x'], { type: 'image/jpeg' }),
    );
    expect(files.map((f) => f.name)).toEqual(['a-1.jpg']);
  });

  it('refuses a password-protected PDF and a damaged one, each with its own problem', async () => {
    const encrypted = fakePdfjs({ failWith: 'PasswordException' });
    expect(await problemOf(pdfToPageImages(pdf(), encrypted.load, png))).toBe('encrypted');
    expect(encrypted.destroyed.task).toBe(1);
    const broken = fakePdfjs({ failWith: 'InvalidPDFException' });
    expect(await problemOf(pdfToPageImages(pdf(), broken.load, png))).toBe('broken');
  });

  it('a page pdf.js cannot draw makes the PDF damaged; the document is still freed', async () => {
    const fake = fakePdfjs({ pages: 3 });
    let calls = 0;
    const render = async () => {
      calls += 1;
      if (calls === 2) throw new Error('bad stream');
      return png();
    };
    expect(await problemOf(pdfToPageImages(pdf(), fake.load, render))).toBe('broken');
    expect(fake.destroyed.task).toBe(1);
  });

  it('refuses a PDF without pages or with more than the limit', async () => {
    expect(await problemOf(pdfToPageImages(pdf(), fakePdfjs({ pages: 0 }).load, png))).toBe('empty');
    expect(await problemOf(pdfToPageImages(pdf(), fakePdfjs({ pages: MAX_PDF_PAGES + 1 }).load, png))).toBe(
      'tooManyPages',
    );
  });

  it('refuses a PDF over the size limit before loading pdf.js', async () => {
    const big = pdf();
    Object.defineProperty(big, 'size', { value: MAX_PDF_BYTES + 1 });
    const fake = fakePdfjs({ pages: 1 });
    expect(await problemOf(pdfToPageImages(big, fake.load, png))).toBe('tooLarge');
    expect(fake.load).not.toHaveBeenCalled();
  });
});
