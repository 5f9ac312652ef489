import type { RequestHandler } from 'msw';
import { createPostgrestHandlers, MockDatabaseError } from 'shared-ui/testing/mock-api';
import { db } from './db';

/** Mock API for QA mode and unit tests: PostgREST answered from the one database of ./db.ts. */
export const handlers: RequestHandler[] = [
  ...createPostgrestHandlers(db, {
    rpc: {
      reorder_script_steps: ({ p_script_id, p_ordered_ids }) => {
        (p_ordered_ids as string[]).forEach((stepId, index) =>
          db.update('script_steps', (row) => row.id === stepId && row.script_id === p_script_id, {
            order: index,
          }),
        );
        return null;
      },
      // Slides account (local provider), as the migration's RPCs.
      connect_slides_account: ({ p_code }) => {
        const { userId, clinicId } = db.caller();
        if (p_code !== 'local') throw new MockDatabaseError('22023', 'invalid_code');
        if (db.find('slide_accounts', (a) => a.user_id === userId))
          throw new MockDatabaseError('23505', 'already_integrated');
        db.insert('slide_accounts', {
          user_id: userId!,
          clinic_id: clinicId!,
          provider: 'LOCAL',
          email: null,
        });
        return null;
      },
      disconnect_slides_account: () => {
        const { userId } = db.caller();
        db.remove('slide_uploads', (u) => u.user_id === userId);
        db.remove('slide_accounts', (a) => a.user_id === userId);
        return null;
      },
      add_slide_presentations: ({ p_upload_ids }) => {
        const { userId, clinicId } = db.caller();
        const fresh = db
          .table('slide_uploads')
          .filter((u) => u.user_id === userId && (p_upload_ids as string[]).includes(u.id!))
          .filter(
            (u) =>
              !db.find(
                'presentations',
                (p) => p.google_slide_id === `local:${u.id}` && p.created_by_id === userId,
              ),
          );
        for (const upload of fresh) {
          const presentation = db.insert('presentations', {
            clinic_id: clinicId!,
            google_slide_id: `local:${upload.id}`,
            name: upload.name!,
            is_upload_by_admin: false,
            created_by_id: userId,
          });
          (upload.pages as { imagePath: string; notes: string }[]).forEach((page, index) =>
            db.insert('slides', {
              clinic_id: clinicId!,
              presentation_id: presentation.id!,
              page_number: index + 1,
              notes: page.notes.trim() || null,
              thumbnail_url: page.imagePath,
            }),
          );
        }
        return fresh.length;
      },
    },
  }),
];
