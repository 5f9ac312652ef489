import { getSupabase } from 'supabase-client';
import { createMockDatabase, MockDatabaseError } from './mock-database';
import { createPostgrestHandlers } from './mock-postgrest';
import { setupMockServer, setupTestSupabase } from './index';

const clinic = 'c1';
const db = createMockDatabase({
  seed: () => ({
    users: [
      {
        id: 'u1',
        clinic_id: clinic,
        first_name: 'Kari',
        last_name: 'Nordmann',
        role: 'PATIENT',
        email: 'kari@x.no',
      },
      { id: 'u2', clinic_id: clinic, first_name: 'Ola', last_name: 'Berg', role: 'PATIENT', email: null },
      {
        id: 'u3',
        clinic_id: clinic,
        first_name: 'Lars',
        last_name: 'Bakke',
        role: 'THERAPIST',
        is_calendar_integrated: true,
      },
      { id: 'u4', clinic_id: 'other', first_name: 'Hidden', last_name: 'Person', role: 'PATIENT' },
    ],
    therapist_profiles: [{ id: 'tp3', clinic_id: clinic, user_id: 'u3', calendar_id: 'cal3' }],
    calendar_events: [
      {
        id: 'e1',
        clinic_id: clinic,
        calendar_id: 'cal3',
        start_at: '2026-11-18T09:00:00+00:00',
        end_at: '2026-11-18T10:00:00+00:00',
        patient_user_id: 'u1',
      },
      {
        id: 'e2',
        clinic_id: clinic,
        calendar_id: 'cal3',
        start_at: '2026-11-19T09:00:00.000Z',
        end_at: '2026-11-19T10:00:00.000Z',
        patient_user_id: null,
      },
    ],
  }),
  relationships: {
    therapist_profiles_user_id_fkey: {
      table: 'therapist_profiles',
      columns: ['user_id'],
      references: 'users',
      unique: true,
    },
    calendar_events_patient_user_id_fkey: {
      table: 'calendar_events',
      columns: ['patient_user_id'],
      references: 'users',
    },
  },
  policies: { users: (row) => row.clinic_id === clinic },
});

setupMockServer(
  createPostgrestHandlers(db, {
    rpc: {
      search_patients: ({ p_query }) =>
        db
          .visible('users')
          .filter((u) => u.role === 'PATIENT' && u.last_name!.toLowerCase().startsWith(p_query)),
      cancel_appointment: () => {
        throw new MockDatabaseError('55000', 'Error during cancel appointment', 'already_canceled');
      },
    },
  }),
);
setupTestSupabase('http://mock-postgrest.supabase.test');
beforeEach(() => db.reset());

describe('createPostgrestHandlers', () => {
  it('filters (eq, neq, in, is, ilike, or with and), orders and pages like PostgREST', async () => {
    const supabase = await getSupabase();
    const names = async (query: PromiseLike<{ data: { first_name: string }[] | null }>) =>
      ((await query).data ?? []).map((u) => u.first_name);
    const users = () => supabase.from('users').select('first_name');
    expect(await names(users().eq('role', 'PATIENT').order('last_name'))).toEqual(['Ola', 'Kari']);
    expect(await names(users().neq('role', 'PATIENT'))).toEqual(['Lars']);
    expect(await names(users().in('id', ['u1', 'u3']).order('first_name', { ascending: false }))).toEqual([
      'Lars',
      'Kari',
    ]);
    expect(await names(users().is('email', null).eq('role', 'PATIENT'))).toEqual(['Ola']);
    expect(await names(users().ilike('last_name', 'nord%'))).toEqual(['Kari']);
    expect(
      await names(
        users().or('id.eq.u2,and(role.eq.THERAPIST,is_calendar_integrated.is.true)').order('first_name'),
      ),
    ).toEqual(['Lars', 'Ola']);
    expect(await names(users().order('first_name').range(1, 2))).toEqual(['Lars', 'Ola']);
    // the policy hides the other clinic's row
    expect(await names(users().eq('id', 'u4'))).toEqual([]);
  });

  it('compares timestamps as instants, embeds by foreign key and counts', async () => {
    const supabase = await getSupabase();
    const { data, count } = await supabase
      .from('calendar_events')
      .select('id, patient:users!calendar_events_patient_user_id_fkey(first_name)', { count: 'exact' })
      .gte('start_at', '2026-11-18T09:00:00.000Z')
      .lt('start_at', '2026-11-19T09:00:00+00:00');
    expect(data).toEqual([{ id: 'e1', patient: { first_name: 'Kari' } }]);
    expect(count).toBe(1);
    const therapists = await supabase
      .from('users')
      .select('id, profile:therapist_profiles!therapist_profiles_user_id_fkey(calendar_id)')
      .eq('id', 'u3');
    expect(therapists.data).toEqual([{ id: 'u3', profile: { calendar_id: 'cal3' } }]);
  });

  it('single and maybeSingle follow the Accept header', async () => {
    const supabase = await getSupabase();
    expect((await supabase.from('users').select('first_name').eq('id', 'u1').single()).data).toEqual({
      first_name: 'Kari',
    });
    expect((await supabase.from('users').select('id').eq('id', 'none').maybeSingle()).data).toBeNull();
    expect((await supabase.from('users').select('id').eq('role', 'PATIENT').single()).error?.code).toBe(
      'PGRST116',
    );
  });

  it('inserts, updates and deletes with return=representation', async () => {
    const supabase = await getSupabase();
    const inserted = await supabase
      .from('therapist_profiles')
      .insert({ clinic_id: clinic, user_id: 'u1' })
      .select('user_id')
      .single();
    expect(inserted.data).toEqual({ user_id: 'u1' });
    expect(db.table('therapist_profiles')).toHaveLength(2);
    const updated = await supabase
      .from('users')
      .update({ first_name: 'Karianne' })
      .eq('id', 'u1')
      .select('first_name');
    expect(updated.data).toEqual([{ first_name: 'Karianne' }]);
    expect(db.find('users', (u) => u.id === 'u1')!.first_name).toBe('Karianne');
    await supabase.from('therapist_profiles').delete().eq('user_id', 'u1');
    expect(db.table('therapist_profiles')).toHaveLength(1);
  });

  it('runs registered RPCs over the db, with select on their rows, and sends their refusals', async () => {
    const supabase = await getSupabase();
    const found = await supabase.rpc('search_patients', { p_query: 'nord' }).select('first_name');
    expect(found.data).toEqual([{ first_name: 'Kari' }]);
    const refused = await supabase.rpc('cancel_appointment', { p_appointment_id: 'a1' });
    expect(refused.error).toMatchObject({ code: '55000', hint: 'already_canceled' });
    expect(db.callsOf('cancel_appointment')).toEqual([{ p_appointment_id: 'a1' }]);
    const missing = await supabase.rpc('start_appointment', { p_appointment_id: 'a1' });
    expect(missing.error?.code).toBe('PGRST202');
  });
});
