import { http, HttpResponse, type RequestHandler } from 'msw';
import { createPostgrestHandlers, MockDatabaseError } from 'shared-ui/testing/mock-api';
import { db } from './db';
import { slidesServiceHandlers } from './functions';

/** The recordings' bucket: signed uploads, signed URLs for playback and removal (the bytes are not kept). */
export const removedRecordings: string[] = [];
export const uploadedRecordings: Array<{ path: string; type: string | null; size: number }> = [];
const storageHandlers: RequestHandler[] = [
  http.post('*/storage/v1/object/upload/sign/content-videos/*', ({ params }) =>
    HttpResponse.json({ url: `/object/upload/sign/content-videos/${String(params[1])}?token=signed` }),
  ),
  http.put('*/storage/v1/object/upload/sign/content-videos/*', async ({ request, params }) => {
    const body = await request.arrayBuffer();
    uploadedRecordings.push({
      path: String(params[1]),
      type: request.headers.get('content-type'),
      size: body.byteLength,
    });
    return HttpResponse.json({ Key: `content-videos/${String(params[1])}` });
  }),
  http.post('*/storage/v1/object/sign/content-videos/*', ({ params }) =>
    HttpResponse.json({ signedURL: `/object/sign/content-videos/${String(params[1])}?token=mock` }),
  ),
  http.delete('*/storage/v1/object/content-videos', async ({ request }) => {
    const { prefixes } = (await request.json()) as { prefixes: string[] };
    removedRecordings.push(...prefixes);
    return HttpResponse.json(prefixes.map((name) => ({ name, bucket_id: 'content-videos' })));
  }),
];

/** Mock API for QA mode and unit tests: PostgREST answered from the one database of ./db.ts. */
export const handlers: RequestHandler[] = [
  ...createPostgrestHandlers(db, {
    rpc: {
      // Video archive, as the migration's RPCs (creator checks, one draft per creator, unique names).
      set_video_recording: ({ p_video_id, p_path }) => {
        const { userId, clinicId } = db.caller();
        let video = p_video_id
          ? db.find('videos', (v) => v.id === p_video_id && v.created_by === userId)
          : db.find('videos', (v) => v.created_by === userId && v.is_draft === true);
        if (p_video_id && !video) throw new MockDatabaseError('42501', 'not_allowed');
        video ??= db.insert('videos', {
          clinic_id: clinicId!,
          is_draft: true,
          created_by: userId,
          tag_ids: [],
        });
        const previous = video.q_video_id && video.q_video_id !== p_path ? video.q_video_id : null;
        db.update('videos', (v) => v.id === video.id, { q_video_id: p_path });
        return { video_id: video.id, previous_path: previous };
      },
      remove_video_recording: ({ p_video_id }) => {
        const video = db.find('videos', (v) => v.id === p_video_id && v.created_by === db.caller().userId);
        if (!video) throw new MockDatabaseError('P0002', 'video_not_found');
        if (!video.is_draft) throw new MockDatabaseError('55000', 'published_video');
        const path = video.q_video_id as string;
        db.remove('chapters', (c) => c.video_id === video.id);
        db.update('videos', (v) => v.id === video.id, { q_video_id: null });
        return path;
      },
      save_video: ({
        p_video_id,
        p_name,
        p_description,
        p_tags,
        p_language_id,
        p_video_script_id,
        p_chapters,
      }) => {
        const { userId, clinicId } = db.caller();
        const video = db.find('videos', (v) => v.id === p_video_id && v.created_by === userId);
        if (!video) throw new MockDatabaseError('42501', 'not_allowed');
        if (!video.q_video_id) throw new MockDatabaseError('55000', 'no_recording');
        const name = p_name.trim();
        if (
          db.find('videos', (v) => v.id !== video.id && v.name?.trim().toLowerCase() === name.toLowerCase())
        )
          throw new MockDatabaseError('23505', 'duplicate_name');
        const tagIds = (p_tags as string[]).map((tag) => {
          const found = db.find('tags', (t) => t.name_encoded === tag.toLowerCase());
          return (
            found ?? db.insert('tags', { clinic_id: clinicId!, name: tag, name_encoded: tag.toLowerCase() })
          ).id!;
        });
        const chapters = p_chapters as Array<{ id?: string; title: string; startTime: number }>;
        const kept = chapters.filter((c) => c.id).map((c) => c.id);
        db.remove('chapters', (c) => c.video_id === video.id && !kept.includes(c.id));
        for (const chapter of chapters) {
          const values = { title: chapter.title, start_time: chapter.startTime };
          if (chapter.id) db.update('chapters', (c) => c.id === chapter.id, values);
          else
            db.insert('chapters', {
              ...values,
              clinic_id: clinicId!,
              video_id: video.id!,
              created_by: userId,
            });
        }
        db.update('videos', (v) => v.id === video.id, {
          name,
          description: p_description || null,
          tag_ids: tagIds,
          selected_language_id: p_language_id,
          video_script_id: p_video_script_id,
          is_draft: false,
        });
        return db.find('videos', (v) => v.id === video.id)!;
      },
      remove_video: ({ p_video_id }) => {
        const { userId, clinicId } = db.caller();
        const video = db.find('videos', (v) => v.id === p_video_id && v.created_by === userId);
        if (!video) throw new MockDatabaseError('42501', 'not_allowed');
        db.remove('chapters', (c) => c.video_id === video.id);
        db.remove('videos', (v) => v.id === video.id);
        if (!video.is_draft)
          db.insert('notifications', {
            clinic_id: clinicId!,
            type: 'VIDEO_REMOVED',
            text: { EN: `Video "${video.name}" was removed`, NO: `Videoen «${video.name}» ble fjernet` },
          });
        return video.q_video_id as string;
      },
      reorder_script_steps: ({ p_script_id, p_ordered_ids }) => {
        (p_ordered_ids as string[]).forEach((stepId, index) =>
          db.update('script_steps', (row) => row.id === stepId && row.script_id === p_script_id, {
            order: index,
          }),
        );
        return null;
      },
    },
  }),
  ...storageHandlers,
  // The slides service (edge function), local provider: every provider-specific step of the slides page.
  ...slidesServiceHandlers(db),
];
