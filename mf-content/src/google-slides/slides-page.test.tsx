import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sessionStore, toast } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { ContentRoutes } from '../app';
import { slidesServiceCalls, uploadedSlidePages } from '../mocks/functions';
import { setupContentTests } from '../testing/setup-tests';
import { PdfProblem, pdfToPageImages } from './pdf-pages';
import { slidesNavigation } from './slides-navigation';

// pdf.js needs a real canvas; pdf-pages.test.ts covers the conversion, here the form's use of it.
jest.mock('./pdf-pages', () => ({
  ...jest.requireActual('./pdf-pages'),
  pdfToPageImages: jest.fn(),
}));
const toPages = pdfToPageImages as jest.MockedFunction<typeof pdfToPageImages>;

const { server, db, fixtures } = setupContentTests();

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
const SERVICE = '*/functions/v1/google-slides';
const pageAddress = () => `${window.location.origin}${window.location.pathname}`;
const callsTo = (method: string, path = '') =>
  slidesServiceCalls.filter((c) => c.method === method && c.path === path);

beforeEach(() => {
  slidesServiceCalls.length = 0;
  uploadedSlidePages.length = 0;
  toPages.mockReset();
  success = jest.spyOn(toast, 'success').mockImplementation(() => '');
  failure = jest.spyOn(toast, 'error').mockImplementation(() => '');
});
afterEach(() => jest.restoreAllMocks());

const connect = () =>
  db.insert('slide_accounts', {
    user_id: fixtures.therapist.id,
    clinic_id: fixtures.clinic.id,
    provider: 'LOCAL',
    email: null,
  });
const upload = (name: string) =>
  db.insert('slide_uploads', {
    clinic_id: fixtures.clinic.id,
    user_id: fixtures.therapist.id,
    name,
    pages: [{ imagePath: `${name}.png`, notes: `${name} notes` }],
  });

describe('slides page', () => {
  it("shows 'Connect your account' and no library while no account is connected", async () => {
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all' });
    expect(await screen.findByRole('button', { name: 'Connect your account' })).toBeInTheDocument();
    expect(screen.queryByText('Clinics slides')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Google Slides' })).not.toBeInTheDocument();
  });

  it("'Connect your account' goes to the authorisation URL the slides service answers for this page", async () => {
    const assign = jest.spyOn(slidesNavigation, 'assign').mockImplementation(() => undefined);
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all' });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect your account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${pageAddress()}?code=local`));
    expect(callsTo('GET')).toEqual([expect.objectContaining({ redirecturl: pageAddress() })]);
  });

  it("says 'Error during getting auth url' when the service cannot give one, and stays", async () => {
    const assign = jest.spyOn(slidesNavigation, 'assign').mockImplementation(() => undefined);
    server.use(
      http.get(SERVICE, () =>
        HttpResponse.json(
          { error: { hint: 'slides_auth_url_failed', message: 'Error during getting auth url' } },
          { status: 502 },
        ),
      ),
    );
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all' });
    const button = await screen.findByRole('button', { name: 'Connect your account' });
    await userEvent.click(button);
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Error during getting auth url'));
    expect(assign).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });

  it('exchanges the returned code once, removes it from the address and shows the library', async () => {
    const reloadProfile = jest.spyOn(sessionStore, 'reloadProfile');
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all?code=local', showPath: true });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Google slides successfully integrated'));
    expect(reloadProfile).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Presentations' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Clinics slides' })).toHaveTextContent('Introduction to CBT');
    expect(screen.getByTestId('path')).not.toHaveTextContent('code=');
    expect(callsTo('POST')).toEqual([
      expect.objectContaining({ body: { code: 'local' }, redirecturl: pageAddress() }),
    ]);
  });

  it("sends Google's returned state with the code", async () => {
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all?code=g-code&state=user-state' });
    await waitFor(() => expect(callsTo('POST')).toHaveLength(1));
    expect(callsTo('POST')[0]!.body).toEqual({ code: 'g-code', state: 'user-state' });
  });

  it("a failed exchange says the service's text and leaves 'Connect your account'", async () => {
    server.use(
      http.post(SERVICE, () =>
        HttpResponse.json(
          { error: { hint: 'slides_integration_failed', message: 'Error during integration google slides' } },
          { status: 502 },
        ),
      ),
    );
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all?code=bad' });
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Error during integration google slides'));
    expect(await screen.findByRole('button', { name: 'Connect your account' })).toBeInTheDocument();
    expect(db.table('slide_accounts')).toHaveLength(0);
  });

  it('shows the library when the first account read answers "not connected" after the exchange', async () => {
    // The order that left 'Connect your account' on screen in the full e2e run: the page's first read was
    // answered before the exchange committed but reached the page after it. That read is held here until the
    // page reads again; a page that waits on it instead (react-query's dedupe of an in-flight first fetch)
    // never gets past its spinner.
    let readAgain!: () => void;
    const secondRead = new Promise<void>((resolve) => (readAgain = resolve));
    let reads = 0;
    server.use(
      http.get('*/rest/v1/slide_accounts', async ({ request }) => {
        reads += 1;
        if (reads > 1) {
          readAgain();
          return undefined;
        }
        const notConnected = HttpResponse.json([], { headers: { 'content-range': '*/0' } });
        await secondRead;
        return request.signal.aborted ? HttpResponse.error() : notConnected;
      }),
    );
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all?code=local' });
    expect(await screen.findByRole('heading', { name: 'Presentations' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect your account' })).not.toBeInTheDocument();
    expect(callsTo('POST')).toHaveLength(1);
  });

  it("says 'Your account is already in the system' when connecting twice", async () => {
    connect();
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all?code=local' });
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Your account is already in the system'));
  });

  it('adds only the new selections; saved ones are checked and fixed', async () => {
    connect();
    const saved = upload('Worry time');
    const fresh = upload('Breathing');
    db.insert('presentations', {
      clinic_id: fixtures.clinic.id,
      google_slide_id: `local:${saved.id}`,
      name: 'Worry time',
      is_upload_by_admin: false,
      created_by_id: fixtures.therapist.id,
    });
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Google Slides' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Google Slides' });
    const savedBox = await within(dialog).findByRole('checkbox', { name: /Worry time/ });
    expect(savedBox).toBeChecked();
    expect(savedBox).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Breathing/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', 'presentations')).toEqual([
      expect.objectContaining({ body: { ids: [fresh.id] } }),
    ]);
    expect(await screen.findByRole('list', { name: 'My slides' })).toHaveTextContent('Breathing');
  });

  it("a failed save shows the service's text and keeps the dialog and the selection", async () => {
    connect();
    const fresh = upload('Breathing');
    let refuse = true;
    server.use(
      http.post(`${SERVICE}/presentations`, () =>
        refuse
          ? HttpResponse.json(
              {
                error: {
                  hint: 'slides_length_failed',
                  message: 'Error during get slides length from Google',
                },
              },
              { status: 502 },
            )
          : undefined,
      ),
    );
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Google Slides' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Google Slides' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Breathing/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error during get slides length from Google',
    );
    expect(failure).toHaveBeenCalledWith('Error during get slides length from Google');
    expect(within(dialog).getByRole('checkbox', { name: /Breathing/ })).toBeChecked();
    expect(db.table('presentations').filter((p) => p.google_slide_id === `local:${fresh.id}`)).toHaveLength(
      0,
    );

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('list', { name: 'My slides' })).toHaveTextContent('Breathing');
  });

  it("a lost connection while saving says the common 'No internet connection' text, not the service's", async () => {
    connect();
    upload('Breathing');
    server.use(http.post(`${SERVICE}/presentations`, () => HttpResponse.error()));
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Google Slides' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Google Slides' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Breathing/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('No internet connection or network is slow'));
    expect(db.table('presentations').filter((p) => p.name === 'Breathing')).toHaveLength(0);
  });

  it('with the Google provider: no upload form, saved presentations recognised by their Google id', async () => {
    db.insert('slide_accounts', {
      user_id: fixtures.therapist.id,
      clinic_id: fixtures.clinic.id,
      provider: 'GOOGLE',
      email: 'ingrid@gmail.example',
    });
    db.insert('presentations', {
      clinic_id: fixtures.clinic.id,
      google_slide_id: 'g-worry',
      name: 'Worry time',
      is_upload_by_admin: false,
      created_by_id: fixtures.therapist.id,
    });
    server.use(
      http.get(`${SERVICE}/presentations`, () =>
        HttpResponse.json({
          provider: 'GOOGLE',
          data: [
            { id: 'g-worry', name: 'Worry time', sourceId: 'g-worry', pageCount: null },
            { id: 'g-sleep', name: 'Sleep hygiene', sourceId: 'g-sleep', pageCount: null },
          ],
        }),
      ),
      http.post(`${SERVICE}/presentations`, () => HttpResponse.json({ data: { added: 1 } })),
    );
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Google Slides' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Google Slides' });
    const saved = await within(dialog).findByRole('checkbox', { name: 'Worry time' });
    expect(saved).toBeChecked();
    expect(saved).toBeDisabled();
    expect(within(dialog).queryByRole('form', { name: 'Upload a presentation' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sleep hygiene' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Error during get slides from Google' when the account's list fails", async () => {
    connect();
    server.use(
      http.get(`${SERVICE}/presentations`, () =>
        HttpResponse.json(
          { error: { hint: 'slides_list_failed', message: 'Error during get slides from Google' } },
          { status: 502 },
        ),
      ),
    );
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Google Slides' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Google Slides' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error during get slides from Google');
    expect(within(dialog).queryByRole('form', { name: 'Upload a presentation' })).not.toBeInTheDocument();
  });

  it('refuses an upload without a name or pages and keeps the dialog', async () => {
    connect();
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Google Slides' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Google Slides' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose at least one page image')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Presentation name'), 'Sleep');
    expect(within(dialog).queryByText('Please enter a name')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please choose at least one page image',
    );
    expect(db.table('slide_uploads')).toHaveLength(0);
  });

  it("'Disconnect google slides' asks first, then deletes the account", async () => {
    connect();
    const reloadProfile = jest.spyOn(sessionStore, 'reloadProfile');
    renderWithProviders(<ContentRoutes />, { route: '/google-slides/all?action=disconnect' });
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to disconnect your google slides account?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Google slides account successfully deleted'));
    expect(await screen.findByRole('button', { name: 'Connect your account' })).toBeInTheDocument();
    expect(db.table('slide_accounts')).toHaveLength(0);
    expect(callsTo('DELETE')).toHaveLength(1);
    expect(reloadProfile).toHaveBeenCalled();
  });

  describe('PDF upload (local provider)', () => {
    const pdf = new File([new Uint8Array([37, 80, 68, 70])], 'exposure.pdf', { type: 'application/pdf' });
    const openUpload = async () => {
      connect();
      renderWithProviders(<ContentRoutes />, { route: '/google-slides/all' });
      await userEvent.click(await screen.findByRole('button', { name: 'Add Google Slides' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Google Slides' });
      return within(dialog).getByRole('form', { name: 'Upload a presentation' });
    };

    it('turns a chosen PDF into page images with notes and uploads them like images', async () => {
      toPages.mockResolvedValue(
        [1, 2].map((n) => new File([new Uint8Array([137, 80])], `exposure-${n}.png`, { type: 'image/png' })),
      );
      const form = await openUpload();
      await userEvent.type(within(form).getByLabelText('Presentation name'), 'Exposure');
      await userEvent.upload(within(form).getByLabelText('Pages (one image per page, in order)'), pdf);
      await userEvent.type(
        await within(form).findByLabelText('Notes for page 2 (exposure-2.png)'),
        'Step two',
      );
      expect(toPages).toHaveBeenCalledWith(pdf, expect.any(Function));
      await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));
      await waitFor(() => expect(db.table('slide_uploads')).toHaveLength(1));
      expect(uploadedSlidePages.map((p) => [p.path.split('/').pop(), p.type])).toEqual([
        ['1.png', 'image/png'],
        ['2.png', 'image/png'],
      ]);
      const pages = db.table('slide_uploads')[0]!.pages as Array<{ notes: string }>;
      expect(pages.map((p) => p.notes)).toEqual(['', 'Step two']);
      expect(await screen.findByRole('checkbox', { name: 'Exposure (2 pages)' })).toBeInTheDocument();
    });

    it('says a password-protected PDF cannot be used and offers no pages', async () => {
      toPages.mockRejectedValue(new PdfProblem('encrypted'));
      const form = await openUpload();
      await userEvent.upload(within(form).getByLabelText('Pages (one image per page, in order)'), pdf);
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'This PDF is password protected. Save it without a password and try again.',
      );
      expect(within(form).queryByLabelText(/Notes for page/)).not.toBeInTheDocument();
    });

    it('says a damaged or too large PDF cannot be used', async () => {
      toPages
        .mockRejectedValueOnce(new PdfProblem('broken'))
        .mockRejectedValueOnce(new PdfProblem('tooLarge'));
      const form = await openUpload();
      const input = within(form).getByLabelText('Pages (one image per page, in order)');
      await userEvent.upload(input, pdf);
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'This PDF could not be read. It may be damaged.',
      );
      await userEvent.upload(input, new File([new Uint8Array([1])], 'big.pdf', { type: 'application/pdf' }));
      await waitFor(() =>
        expect(within(form).getByRole('alert')).toHaveTextContent('The PDF is too large (at most 50 MB).'),
      );
    });

    it('refuses a PDF chosen together with images', async () => {
      const form = await openUpload();
      await userEvent.upload(within(form).getByLabelText('Pages (one image per page, in order)'), [
        pdf,
        new File([new Uint8Array([1])], 'page.png', { type: 'image/png' }),
      ]);
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Choose either one PDF or page images, not both.',
      );
      expect(toPages).not.toHaveBeenCalled();
    });
  });
});
