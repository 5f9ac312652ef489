import type { TFunction } from 'i18next';
import type { LiveSessionStep } from '../../common/live-session.types';

/** A step's title: its name, or for an ending the ending's own title ('Create next appointment', …). */
export function stepTitle(step: LiveSessionStep, t: TFunction): string {
  if (step.isEnding) return t(`liveSession.endings.${step.type}`);
  return step.name ?? '';
}
