/**
 * The people every remote's mock database starts from (QA mode and unit tests): the demo clinic, its signed-in
 * therapist — the QA host's session user (QA_SESSION is built from it), so QA mode shows each remote's mock
 * data on every route — and a colleague without a relation to her patients. A remote's `mocks/db.ts` spreads
 * these into its fixtures and adds its own rows; ids are fixed so tests and QA data agree across remotes.
 */
export const MOCK_CLINIC = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Demo Clinic Oslo' } as const;

export const MOCK_THERAPIST = {
  id: '00000000-0000-4000-8000-000000000001',
  first_name: 'Demo',
  last_name: 'Therapist',
  email: 'therapist@demo.clinic',
  phone: '+4791000000',
  role: 'THERAPIST',
  clinic_id: MOCK_CLINIC.id,
} as const;

export const MOCK_COLLEAGUE = {
  id: '00000000-0000-4000-8000-000000000002',
  first_name: 'Lars',
  last_name: 'Bakke',
  email: 'colleague@demo.clinic',
  phone: '+4791000009',
  role: 'THERAPIST',
  clinic_id: MOCK_CLINIC.id,
} as const;
