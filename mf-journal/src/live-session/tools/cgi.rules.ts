import type { CgiKind } from '../../common/live-session.types';

/** The CGI tab's rules (spec 002 §4) as pure functions. */

export const CGI_LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
export const PHASES = [1, 2, 3, 4, 5, 6] as const;

/** Clicking the selected level removes the rating (null); another level sets it. */
export const cgiClick = (selected: number | null, clicked: number): number | null =>
  selected === clicked ? null : clicked;

/** CGI-I is hidden for the pre-screening appointment type. */
export function cgiKinds(appointmentTypeName: string | null): CgiKind[] {
  const name = (appointmentTypeName ?? '').trim().toLowerCase();
  return ['pre-screening', 'prescreening', 'pre screening'].includes(name) ? ['CGI_S'] : ['CGI_S', 'CGI_I'];
}
