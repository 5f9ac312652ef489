import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from 'shared-ui/testing';
import { setupContentTests } from '../testing/setup-tests';
import { SlidesViewer } from './slides-viewer';

const { server, db, fixtures } = setupContentTests();

/** The pages' images are paths in the private bucket; every signing answers new tokens (as a real signing). */
let signings = 0;
beforeEach(() => {
  signings = 0;
  for (const slide of db.table('slides'))
    slide.thumbnail_url = `clinic/user/upload/${String(slide.page_number)}.png`;
  server.use(
    http.post('*/storage/v1/object/sign/slide-uploads', async ({ request }) => {
      signings += 1;
      const { paths } = (await request.json()) as { paths: string[] };
      return HttpResponse.json(
        paths.map((path) => ({
          path,
          signedURL: `/object/sign/slide-uploads/${path}?token=t${signings}`,
          error: null,
        })),
      );
    }),
  );
});

describe('SlidesViewer', () => {
  it("shows each page's image by signed URL", async () => {
    renderWithProviders(<SlidesViewer presentationId={fixtures.presentation.id} />);
    const image = await screen.findByRole('img', { name: 'Page 1 of 3' });
    expect(image.getAttribute('src')).toMatch(
      /\/storage\/v1\/object\/sign\/slide-uploads\/clinic\/user\/upload\/1\.png\?token=t1$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('img', { name: 'Page 2 of 3' })).getAttribute('src')).toMatch(
      /2\.png\?token=t1$/,
    );
  });

  it('signs the pages again when an image does not load (an expired URL), then says the image failed', async () => {
    renderWithProviders(<SlidesViewer presentationId={fixtures.presentation.id} />);
    fireEvent.error(await screen.findByRole('img', { name: 'Page 1 of 3' }));
    // signed again: the new URL is shown
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Page 1 of 3' }).getAttribute('src')).toMatch(/token=t2$/),
    );
    // it fails too: no empty box, a sentence, and no endless re-signing
    fireEvent.error(screen.getByRole('img', { name: 'Page 1 of 3' }));
    expect(await screen.findByText("This page's image could not be loaded")).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(signings).toBe(2);
  });
});
