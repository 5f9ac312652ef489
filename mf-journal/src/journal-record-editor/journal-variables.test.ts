import { enUS, nb } from 'date-fns/locale';
import { TEMPLATE_VARIABLES } from 'shared-ui';
import { formatVariableValues, resolveVariables, type RawVariableValues } from './journal-variables';

const liveSessionLabel = (type: string) =>
  ({ VIDEO: 'Video', PHONE: 'Phone', IN_OFFICE: 'In office' })[type] ?? type;

// What journal_template_variables() answers for a patient with every piece of data present.
const complete: RawVariableValues = {
  NextAppointmentDate: '2026-11-30T08:15:00+00:00', // shown on the clinic's clock (UTC+1)
  NextAppointmentName: 'Follow-up',
  NextAppointmentLiveSessionType: 'VIDEO',
  LastAppointmentDate: '2026-11-16T12:00:00+00:00',
  LastAppointmentName: 'First session',
  LastAppointmentLiveSessionType: 'IN_OFFICE',
  ClinicName: 'Demo Clinic Oslo',
  TherapistFullName: 'Ingrid Solberg',
  TherapistPhone: '+4791000002',
  TherapistEmail: 'therapist@demo.clinic',
  PatientPackageName: 'Angst 8',
  PatientPackagePrice: '8000',
  PatientPackageCurrency: 'NOK',
  PatientDisorderName: 'Anxiety',
  PatientRegistrationDate: '2026-01-05T10:00:00',
  PatientFullName: 'Åse Ørnstad',
  PatientFirstName: 'Åse',
  PatientLastName: 'Ørnstad',
};

const expected: Record<string, string> = {
  NextAppointmentDate: '30 Nov 2026, 09:15',
  NextAppointmentName: 'Follow-up',
  NextAppointmentLiveSessionType: 'Video',
  LastAppointmentDate: '16 Nov 2026, 13:00',
  LastAppointmentName: 'First session',
  LastAppointmentLiveSessionType: 'In office',
  ClinicName: 'Demo Clinic Oslo',
  TherapistFullName: 'Ingrid Solberg',
  TherapistPhone: '+4791000002',
  TherapistEmail: 'therapist@demo.clinic',
  PatientPackageName: 'Angst 8',
  PatientPackagePrice: 'NOK\u00a08,000.00',
  PatientDisorderName: 'Anxiety',
  PatientRegistrationDate: '05 Jan 2026',
  PatientFullName: 'Åse Ørnstad',
  PatientFirstName: 'Åse',
  PatientLastName: 'Ørnstad',
};

describe('template variables', () => {
  it.each(TEMPLATE_VARIABLES.map((name) => [name]))('#%s is replaced by its value', (name) => {
    const values = formatVariableValues(complete, { locale: enUS, liveSessionLabel });
    const { html, unresolved } = resolveVariables(`<p>Value: #${name}.</p>`, values);
    expect(html).toBe(`<p>Value: ${expected[name]}.</p>`);
    expect(unresolved).toEqual([]);
  });

  it('replaces every variable of a text, each as often as it occurs', () => {
    const values = formatVariableValues(complete, { locale: enUS, liveSessionLabel });
    const text = `<p>${TEMPLATE_VARIABLES.map((n) => `#${n}`).join(' ')} #PatientFirstName</p>`;
    const { html } = resolveVariables(text, values);
    expect(html).toBe(`<p>${TEMPLATE_VARIABLES.map((n) => expected[n]).join(' ')} Åse</p>`);
  });

  it('leaves variables without data as written and names them', () => {
    const values = formatVariableValues(
      { ...complete, NextAppointmentDate: null, TherapistPhone: '  ', PatientPackageName: undefined },
      { locale: enUS, liveSessionLabel },
    );
    const { html, unresolved } = resolveVariables(
      '<p>#NextAppointmentDate #TherapistPhone #PatientPackageName #PatientFullName</p>',
      values,
    );
    expect(html).toBe('<p>#NextAppointmentDate #TherapistPhone #PatientPackageName Åse Ørnstad</p>');
    expect(unresolved).toEqual(['NextAppointmentDate', 'TherapistPhone', 'PatientPackageName']);
  });

  it('does not touch unknown names, names inside longer words, or plain #', () => {
    const values = formatVariableValues(complete, { locale: enUS, liveSessionLabel });
    expect(resolveVariables('<p>#Unknown #PatientFullNameX # #ClinicName!</p>', values).html).toBe(
      '<p>#Unknown #PatientFullNameX # Demo Clinic Oslo!</p>',
    );
  });

  it('escapes values (they go into HTML)', () => {
    const values = formatVariableValues({ ClinicName: 'A & <B>' }, { locale: enUS, liveSessionLabel });
    expect(resolveVariables('<p>#ClinicName</p>', values).html).toBe('<p>A &amp; &lt;B&gt;</p>');
  });

  it('formats dates in the user language', () => {
    const values = formatVariableValues(complete, { locale: nb, liveSessionLabel });
    expect(values.PatientRegistrationDate).toBe('05 jan. 2026');
  });

  it('writes the package price as money in its currency and the user language', () => {
    expect(formatVariableValues(complete, { locale: nb, liveSessionLabel }).PatientPackagePrice).toMatch(
      /^8\s000,00\skr$/,
    );
    const euro = { PatientPackagePrice: '1500.5', PatientPackageCurrency: 'EUR' };
    expect(formatVariableValues(euro, { locale: enUS, liveSessionLabel }).PatientPackagePrice).toMatch(
      /^EUR\s1,500\.50$/,
    );
  });
});
