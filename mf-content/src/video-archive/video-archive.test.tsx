import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import { ContentRoutes } from '../app';
import { removedRecordings } from '../mocks/handlers';
import { setupContentTests } from '../testing/setup-tests';

const { db, fixtures } = setupContentTests();
const clinic_id = fixtures.clinic.id;

/** The therapist's draft with an uploaded recording (what the recorder leaves after an upload). */
function seedDraft() {
  return db.insert('videos', {
    clinic_id,
    is_draft: true,
    name: null,
    q_video_id: `${clinic_id}/${fixtures.therapist.id}/draft.webm`,
    tag_ids: [],
    created_by: fixtures.therapist.id,
    created_at: new Date().toISOString(),
  });
}

describe('video archive list', () => {
  it('counts the videos, plays them from storage, and offers edit/remove only on the creator’s own', async () => {
    renderWithProviders(<ContentRoutes />, { route: '/video-archive' });
    expect(await screen.findByText('You have 2 video(s)')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Video Archive' });
    await waitFor(() =>
      expect(within(list).getByLabelText('Box breathing', { selector: 'video' })).toHaveAttribute(
        'src',
        expect.stringContaining('/object/sign/content-videos/'),
      ),
    );
    // a poster frame (first frame only) until Play: then the player's controls, and it plays
    const video = within(list).getByLabelText('Box breathing', { selector: 'video' }) as HTMLVideoElement;
    expect(video).toHaveAttribute('src', expect.stringMatching(/#t=0\.1$/));
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).not.toHaveAttribute('controls');
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await userEvent.click(within(list).getByRole('button', { name: 'Play Box breathing' }));
    expect(video).toHaveAttribute('controls');
    expect(play).toHaveBeenCalledTimes(1);
    expect(within(list).queryByRole('button', { name: 'Play Box breathing' })).toBeNull();
    play.mockRestore();
    expect(
      within(within(list).getByRole('listitem', { name: 'Box breathing' })).getByRole('link', {
        name: 'Statistics',
      }),
    ).toHaveAttribute('href', `/video-archive/video/${fixtures.video.id}/statistic`);
    await userEvent.click(within(list).getByRole('button', { name: 'Actions for Sleep hygiene' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute('data-disabled');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveAttribute('data-disabled');
    expect(screen.getByRole('menuitem', { name: 'show statistic' })).toHaveAttribute('data-disabled');
  });

  it('shows the user’s draft with a Draft badge and no menu', async () => {
    seedDraft();
    renderWithProviders(<ContentRoutes />, { route: '/video-archive' });
    expect(await screen.findByText('You have 3 video(s)')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Untitled video' })).not.toBeInTheDocument();
  });

  it('removes the creator’s video after confirmation: document, chapters, recording and a notification', async () => {
    renderWithProviders(<ContentRoutes />, { route: '/video-archive' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Box breathing' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('You have 1 video(s)')).toBeInTheDocument();
    expect(db.find('videos', (v) => v.id === fixtures.video.id)).toBeUndefined();
    expect(db.table('chapters').filter((c) => c.video_id === fixtures.video.id)).toEqual([]);
    expect(removedRecordings).toContain(`${clinic_id}/${fixtures.therapist.id}/box.webm`);
    expect(db.table('notifications').map((n) => n.type)).toEqual(['VIDEO_REMOVED']);
  });

  it('shows the empty state with Add video', async () => {
    db.remove('videos', () => true);
    renderWithProviders(<ContentRoutes />, { route: '/video-archive', showPath: true });
    expect(await screen.findByText('Your video archive is empty')).toBeInTheDocument();
    expect(
      screen.getByText('There are no any videos. You are able to add it by yourself'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add video' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/video-archive/video/create'));
  });
});

describe('record video', () => {
  it('refuses to save without a recording and saves nothing', async () => {
    renderWithProviders(<ContentRoutes />, { route: '/video-archive/video/create' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Record video' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Video archive' })).toBeInTheDocument();
    expect(within(crumbs).getByText('Create')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Calm');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Record a video before saving')).toBeInTheDocument();
    expect(db.table('videos')).toHaveLength(2);
  });

  it('reuses the draft: a taken name is refused with the spec’s text, then the form saves it', async () => {
    const draft = seedDraft();
    renderWithProviders(<ContentRoutes />, { route: '/video-archive/video/create', showPath: true });
    expect(await screen.findByLabelText('Recorded video', { selector: 'video' })).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    await userEvent.type(name, ' BOX breathing ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Video with the same name already exists!')).length).toBeGreaterThan(
      0,
    );
    expect(db.find('videos', (v) => v.id === draft.id)?.is_draft).toBe(true);

    await userEvent.clear(name);
    await userEvent.type(name, 'Grounding');
    await userEvent.type(screen.getByLabelText('Tags'), 'anxiety, Breathing, ,anxiety');
    await userEvent.click(screen.getByRole('button', { name: 'Add chapter' }));
    await userEvent.type(screen.getByLabelText('Chapter 1 title'), 'Start');
    await userEvent.type(screen.getByLabelText('Chapter 1 start time'), '1:5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the start time as mm:ss')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Chapter 1 start time'));
    await userEvent.type(screen.getByLabelText('Chapter 1 start time'), '0:05');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/video-archive$/));
    const saved = db.find('videos', (v) => v.id === draft.id)!;
    expect(saved).toMatchObject({ name: 'Grounding', is_draft: false });
    expect(saved.tag_ids?.map((tagId) => db.find('tags', (t) => t.id === tagId)?.name)).toEqual([
      'anxiety',
      'breathing',
    ]);
    expect(db.table('chapters').filter((c) => c.video_id === draft.id)).toEqual([
      expect.objectContaining({ title: 'Start', start_time: 5 }),
    ]);
  });

  it('removes the draft’s recording after confirmation', async () => {
    const draft = seedDraft();
    renderWithProviders(<ContentRoutes />, { route: '/video-archive/video/create' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove recording' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByRole('button', { name: 'Start recording' })).toBeInTheDocument();
    expect(db.find('videos', (v) => v.id === draft.id)?.q_video_id).toBeNull();
    expect(removedRecordings).toContain(`${clinic_id}/${fixtures.therapist.id}/draft.webm`);
  });

  it('explains a refused camera', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })),
      },
    });
    renderWithProviders(<ContentRoutes />, { route: '/video-archive/video/create' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Access to the camera and microphone was denied. Allow them in the browser's site settings and try again.",
    );
  });
});

describe('edit video', () => {
  it('edits a chapter of the creator’s video', async () => {
    renderWithProviders(<ContentRoutes />, {
      route: `/video-archive/video/${fixtures.video.id}/edit`,
      showPath: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit video' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Box breathing');
    expect(screen.getByLabelText('Tags')).toHaveValue('breathing');
    const title = screen.getByLabelText('Chapter 1 title');
    expect(title).toHaveValue('Introduction');
    await userEvent.clear(title);
    await userEvent.type(title, 'Welcome');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/video-archive$/));
    expect(db.table('chapters').filter((c) => c.video_id === fixtures.video.id)).toEqual([
      expect.objectContaining({ id: expect.any(String), title: 'Welcome', start_time: 0 }),
    ]);
  });

  it('does not open another user’s video for editing: the not-found page', async () => {
    renderWithProviders(<ContentRoutes />, {
      route: `/video-archive/video/${fixtures.colleaguesVideo.id}/edit`,
      showPath: true,
    });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/not-found'));
  });
});

describe('video scripts', () => {
  it('lists, refuses a taken name and creates one', async () => {
    renderWithProviders(<ContentRoutes />, { route: '/video-archive/video-scripts', showPath: true });
    expect(await screen.findByText('There are 1 video script(s)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add video script' }));
    const name = await screen.findByLabelText('Name');
    await userEvent.type(name, ' breathing SCRIPT');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      (await screen.findAllByText('Video script with the same name already exists!')).length,
    ).toBeGreaterThan(0);
    await userEvent.clear(name);
    await userEvent.type(name, 'Grounding script');
    await userEvent.type(screen.getByLabelText('Description'), 'Five senses.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There are 2 video script(s)')).toBeInTheDocument();
    expect(db.find('video_scripts', (s) => s.name === 'Grounding script')).toMatchObject({
      description: 'Five senses.',
      clinic_id,
    });
  });

  it('opening another script in the same editor shows that script (the form starts again)', async () => {
    const script = db.find('video_scripts', () => true)!;
    function OpenScript() {
      const navigate = useNavigate();
      return <button onClick={() => navigate(`/video-archive/video-script/${script.id}/edit`)}>open</button>;
    }
    renderWithProviders(
      <>
        <OpenScript />
        <ContentRoutes />
      </>,
      { route: '/video-archive/video-script/create' },
    );
    expect(await screen.findByLabelText('Name')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(script.name));
    expect(screen.getByLabelText('Description')).toHaveValue(script.description);
  });
});
