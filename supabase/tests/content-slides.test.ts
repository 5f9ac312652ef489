// Slides accounts through the API as seeded therapists (Lars connects; Ingrid is connected in the seed): local authorisation, already-integrated refusal,
// only new selections saved (pages and notes copied in order), disconnect clears the account and the flag.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client } from './helpers.ts';
import { OSLO, PASSWORD, startDataModelStack, type DataModelStack } from './data-model-helpers.ts';

let stack: DataModelStack;
let ingrid: SupabaseClient;
let lars: SupabaseClient;
let larsId: string;

const signIn = async (email: string) => {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
};
const q = async (sql: string, params: unknown[] = []) => (await stack.pool.query(sql, params)).rows;

before(async () => {
  stack = await startDataModelStack();
  [ingrid, lars] = await Promise.all(['therapist@demo.clinic', 'colleague@demo.clinic'].map(signIn));
  larsId = (await q(`select id from public.users where email = 'colleague@demo.clinic'`))[0].id;
});
after(async () => {
  await stack?.close();
});

describe('slides account (local provider)', () => {
  it('seeds Ingrid as connected (she owns a saved presentation) and Lars as not connected', async () => {
    const rows = await q(
      `select u.email, u.is_google_slides_integrated as flag, a.provider from public.users u
       left join public.slide_accounts a on a.user_id = u.id
       where u.email in ('therapist@demo.clinic', 'colleague@demo.clinic') order by u.email`,
    );
    assert.deepEqual(
      rows.map((r) => [r.email, r.flag, r.provider]),
      [
        ['colleague@demo.clinic', false, null],
        ['therapist@demo.clinic', true, 'LOCAL'],
      ],
    );
  });

  it('refuses uploads and saving before the account is connected', async () => {
    const upload = await lars
      .from('slide_uploads')
      .insert({ clinic_id: OSLO, user_id: larsId, name: 'Early', pages: [{ imagePath: 'x', notes: '' }] });
    assert.ok(upload.error);
    const add = await lars.rpc('add_slide_presentations', { p_upload_ids: [] });
    assert.match(add.error?.message ?? '', /not_integrated/);
  });

  it('connects with the local code once; a wrong code or a second connect is refused', async () => {
    const wrong = await lars.rpc('connect_slides_account', { p_code: 'nope' });
    assert.match(wrong.error?.message ?? '', /invalid_code/);
    const ok = await lars.rpc('connect_slides_account', { p_code: 'local' });
    assert.equal(ok.error, null);
    const again = await lars.rpc('connect_slides_account', { p_code: 'local' });
    assert.match(again.error?.message ?? '', /already_integrated/);
    const [user] = await q(`select is_google_slides_integrated from public.users where id = $1`, [larsId]);
    assert.equal(user.is_google_slides_integrated, true);
    const own = await lars.from('slide_accounts').select('provider');
    assert.deepEqual(own.data, [{ provider: 'LOCAL' }]);
    // RLS: a colleague sees only her own account row, never Lars's.
    const others = await ingrid.from('slide_accounts').select('user_id');
    assert.equal(others.data?.length, 1);
    assert.notEqual(others.data?.[0]?.user_id, larsId);
  });

  it('saves only the selections not saved yet, with pages and notes in order', async () => {
    const { data, error } = await lars
      .from('slide_uploads')
      .insert([
        {
          clinic_id: OSLO,
          user_id: larsId,
          name: 'Worry time',
          pages: [
            { imagePath: `${OSLO}/${larsId}/a/1.png`, notes: 'First' },
            { imagePath: `${OSLO}/${larsId}/a/2.png`, notes: ' ' },
          ],
        },
        { clinic_id: OSLO, user_id: larsId, name: 'Breathing', pages: [{ imagePath: 'p', notes: 'Only' }] },
      ])
      .select('id, name');
    assert.equal(error, null);
    const ids = data!.map((r) => r.id);
    const first = await lars.rpc('add_slide_presentations', { p_upload_ids: [ids[0]] });
    assert.equal(first.data, 1);
    const both = await lars.rpc('add_slide_presentations', { p_upload_ids: ids });
    assert.equal(both.data, 1);
    const rows = await q(
      `select p.name, s.page_number, s.notes, s.thumbnail_url from public.presentations p
       join public.slides s on s.presentation_id = p.id where p.created_by_id = $1 and p.google_slide_id like 'local:%'
       order by p.name, s.page_number`,
      [larsId],
    );
    assert.deepEqual(
      rows.map((r) => [r.name, r.page_number, r.notes]),
      [
        ['Breathing', 1, 'Only'],
        ['Worry time', 1, 'First'],
        ['Worry time', 2, null],
      ],
    );
    // A colleague (connected in the seed) cannot save someone else's uploads (they are not even visible).
    const stolen = await ingrid.rpc('add_slide_presentations', { p_upload_ids: ids });
    assert.equal(stolen.data, 0);
    const seen = await ingrid.from('slide_uploads').select('id');
    assert.deepEqual(seen.data, []);
  });

  it('disconnect deletes the account and its uploads and sets the flag false; saved slides stay', async () => {
    const { error } = await lars.rpc('disconnect_slides_account');
    assert.equal(error, null);
    const [user] = await q(`select is_google_slides_integrated from public.users where id = $1`, [larsId]);
    assert.equal(user.is_google_slides_integrated, false);
    assert.equal((await q(`select 1 from public.slide_accounts where user_id = $1`, [larsId])).length, 0);
    assert.equal((await q(`select 1 from public.slide_uploads where user_id = $1`, [larsId])).length, 0);
    const saved = await q(`select 1 from public.presentations where created_by_id = $1 and google_slide_id like 'local:%'`, [
      larsId,
    ]);
    assert.equal(saved.length, 2);
  });
});
