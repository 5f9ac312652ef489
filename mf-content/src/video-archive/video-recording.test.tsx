import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { renderWithProviders } from 'shared-ui/testing';
import { ContentRoutes } from '../app';
import { uploadedRecordings } from '../mocks/handlers';
import { setupContentTests } from '../testing/setup-tests';

const { server, db, fixtures } = setupContentTests();

/** A camera that works, and a MediaRecorder that yields one chunk when stopped (jsdom has neither). */
class FakeRecorder {
  static isTypeSupported = (type: string) => type === 'video/webm';
  state = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options: { mimeType: string },
  ) {}
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['recorded bytes'], { type: this.options.mimeType }) });
    this.onstop?.();
  }
}

beforeEach(() => {
  uploadedRecordings.length = 0;
  const track = { stop: jest.fn() };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.resolve({ getTracks: () => [track] }) },
  });
  Object.assign(globalThis, { MediaRecorder: FakeRecorder });
  HTMLMediaElement.prototype.play = () => Promise.resolve();
});

it('counts down, records, uploads into the user’s folder and makes it the draft’s recording', async () => {
  renderWithProviders(<ContentRoutes />, { route: '/video-archive/video/create' });
  await userEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
  expect(await screen.findByText('Recording starts in 3')).toBeInTheDocument();
  const stop = await screen.findByRole('button', { name: 'Stop recording' }, { timeout: 5_000 });
  expect(screen.getByText('Recording…')).toBeInTheDocument();
  await userEvent.click(stop);

  expect(await screen.findByLabelText('Recorded video', { selector: 'video' })).toBeInTheDocument();
  const folder = `${fixtures.clinic.id}/${fixtures.therapist.id}/`;
  expect(uploadedRecordings).toEqual([
    {
      path: expect.stringMatching(new RegExp(`^${folder}[0-9a-f-]{36}\\.webm$`)),
      type: 'video/webm',
      size: 14,
    },
  ]);
  await waitFor(() =>
    expect(
      db.find('videos', (v) => v.is_draft === true && v.created_by === fixtures.therapist.id),
    ).toMatchObject({
      q_video_id: uploadedRecordings[0]!.path,
    }),
  );
});

it('takes back ‘Record a video before saving’ once a recording exists', async () => {
  renderWithProviders(<ContentRoutes />, { route: '/video-archive/video/create' });
  await userEvent.type(await screen.findByLabelText('Name'), 'Calm');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Record a video before saving')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Start recording' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Stop recording' }, { timeout: 5_000 }));
  expect(await screen.findByLabelText('Recorded video', { selector: 'video' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Record a video before saving')).not.toBeInTheDocument());
});

it('shows the upload’s progress bar until the upload is done', async () => {
  // The upload waits until the test has seen the progress bar, then goes on to the mock storage.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.put('*/storage/v1/object/upload/sign/content-videos/*', async () => {
      await held; // then nothing returned: the request goes on to the mock storage's handler
    }),
  );
  renderWithProviders(<ContentRoutes />, { route: '/video-archive/video/create' });
  await userEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Stop recording' }, { timeout: 5_000 }));
  const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
  expect(bar).toHaveAttribute('max', '100');
  expect(screen.getByText(/^Uploading video \d+%$/)).toBeInTheDocument();
  release();
  expect(await screen.findByLabelText('Recorded video', { selector: 'video' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
