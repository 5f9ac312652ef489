/**
 * Query keys of the patient profile (its tabs and chat); first element the remote's name. In common/: the
 * edit page (invite-patient/) refreshes the profile it changed.
 */
export const patientProfileKeys = {
  all: ['mf-patients', 'patient-profile'] as const,
  profile: (patientUserId: string) => [...patientProfileKeys.all, 'profile', patientUserId] as const,
  appointments: (patientUserId: string) =>
    [...patientProfileKeys.all, 'appointments', patientUserId] as const,
  formAnswers: (patientUserId: string) => [...patientProfileKeys.all, 'form-answers', patientUserId] as const,
  therapists: (clinicId: string) => [...patientProfileKeys.all, 'therapists', clinicId] as const,
  disorders: (clinicId: string) => [...patientProfileKeys.all, 'disorders', clinicId] as const,
  packages: (clinicId: string) => [...patientProfileKeys.all, 'packages', clinicId] as const,
  evaluationStates: (clinicId: string) => [...patientProfileKeys.all, 'evaluation-states', clinicId] as const,
  pages: (clinicId: string) => [...patientProfileKeys.all, 'pages', clinicId] as const,
  forms: (clinicId: string) => [...patientProfileKeys.all, 'forms', clinicId] as const,
  chat: (patientUserId: string) => [...patientProfileKeys.all, 'chat', patientUserId] as const,
};
