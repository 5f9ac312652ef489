import { cgiClick, cgiKinds } from './cgi.rules';

describe('CGI (spec 002 §4)', () => {
  it('clicking the selected level removes it', () => {
    expect(cgiClick(null, 3)).toBe(3);
    expect(cgiClick(3, 5)).toBe(5);
    expect(cgiClick(5, 5)).toBeNull();
  });

  it('hides CGI-I for the pre-screening type', () => {
    expect(cgiKinds('Pre-screening')).toEqual(['CGI_S']);
    expect(cgiKinds('Individual therapy')).toEqual(['CGI_S', 'CGI_I']);
    expect(cgiKinds(null)).toEqual(['CGI_S', 'CGI_I']);
  });
});
