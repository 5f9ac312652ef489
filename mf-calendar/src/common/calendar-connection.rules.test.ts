import { schemaErrors } from 'shared-ui/forms';
import { chooseCalendarSchema, defaultCalendarId, newCalendarSchema } from './calendar-connection.rules';

const writable = (calendar: { id: string; role: string }) => calendar.role !== 'reader';

describe('calendar connection rules', () => {
  it('offers the primary writable calendar, else the first writable one, else none', () => {
    const work = { id: 'work', role: 'owner' };
    const team = { id: 'team', role: 'reader', primary: true };
    const home = { id: 'home', role: 'writer', primary: true };
    expect(defaultCalendarId([work, team, home], writable)).toBe('home');
    expect(defaultCalendarId([team, work], writable)).toBe('work');
    expect(defaultCalendarId([team], writable)).toBe('');
  });

  it('wants a calendar chosen and a new calendar named (whitespace is no name)', () => {
    expect(schemaErrors(chooseCalendarSchema, { calendarId: '' }, 'calendarIntegration')).toEqual({
      calendarId: 'required',
    });
    expect(schemaErrors(newCalendarSchema, { name: '   ' }, 'calendarIntegration')).toEqual({
      name: 'required',
    });
    expect(schemaErrors(newCalendarSchema, { name: 'Clinic' }, 'calendarIntegration')).toEqual({});
  });
});
