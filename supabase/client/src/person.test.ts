import { fullName, toPerson } from './person';

describe('toPerson', () => {
  it('maps a users row to the domain spelling', () => {
    expect(
      toPerson({
        id: 'u1',
        first_name: 'Kari',
        last_name: 'Nordmann',
        email: 'kari@example.no',
        phone: '+4791234567',
        avatar_url: 'a.png',
      }),
    ).toEqual({
      id: 'u1',
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.no',
      phone: '+4791234567',
      avatarUrl: 'a.png',
    });
  });

  it('fills what a narrow select left out', () => {
    expect(toPerson({ first_name: null, last_name: 'N' })).toEqual({
      id: '',
      firstName: '',
      lastName: 'N',
      email: null,
      phone: null,
      avatarUrl: null,
    });
  });

  it('joins a full name without stray spaces', () => {
    expect(fullName({ firstName: 'Kari', lastName: '' })).toBe('Kari');
    expect(fullName({ firstName: 'Kari', lastName: 'Nordmann' })).toBe('Kari Nordmann');
  });
});
