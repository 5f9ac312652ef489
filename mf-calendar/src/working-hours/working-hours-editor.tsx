import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import styled from 'styled-components';
import { Button, PlainList, Switch, Tabs, toast, useDateLocale, VisuallyHidden } from 'shared-ui';
import {
  DEFAULT_DAY_SLOTS,
  FOR_ALL_TYPES,
  SLOT_TIMES,
  STEPS,
  WORKING_HOURS_TABS,
  buildWorkingHoursSave,
  effectiveSlots,
  initialTab,
  initialTemplates,
  slotEnd,
  timelineButtons,
  type DayTemplate,
  type WeekTemplate,
  type WorkingHoursData,
  type WorkingHoursTab,
  type WorkingWindow,
} from '../common/working-hours.rules';
import { useSaveWorkingHours } from '../common/use-working-hours';

export interface WorkingHoursEditorProps {
  data: WorkingHoursData;
  window: WorkingWindow;
  /** Called after a successful save (the modal closes itself with it). */
  onSaved?: () => void;
}

/**
 * The editor of the /working-hours page and of the working-hours modal. Drafts are kept per tab; switching
 * tabs or a failed save never loses what was chosen. Timeline steps become finished when visited.
 */
export function WorkingHoursEditor({ data, window, onSaved }: WorkingHoursEditorProps) {
  const { t } = useTranslation('mf-calendar');
  const locale = useDateLocale();
  const [tab, setTab] = useState<WorkingHoursTab>(() => initialTab(data));
  const [templates, setTemplates] = useState(() => initialTemplates(data, window));
  const [step, setStep] = useState(0);
  const [finished, setFinished] = useState<boolean[]>(() => Array.from({ length: STEPS }, (_, i) => i === 0));
  const save = useSaveWorkingHours();
  const buttons = timelineButtons(step, finished);
  const dayNames = window.dates.slice(0, STEPS).map((date) => format(parseISO(date), 'EEEE', { locale }));

  const goTo = (next: number) => {
    setStep(next);
    setFinished((current) => current.map((done, i) => done || i === next));
  };
  const update = (change: (template: WeekTemplate) => WeekTemplate) =>
    setTemplates((all) => ({ ...all, [tab]: change(all[tab]) }));
  const updateDay = (index: number, change: (day: DayTemplate) => DayTemplate) =>
    update((template) => ({
      ...template,
      days: template.days.map((day, i) => (i === index ? change(day) : day)),
    }));

  // save.mutate does nothing while a save runs (useSingleFlightMutation): a double click saves once.
  const onSave = () =>
    save.mutate(buildWorkingHoursSave(tab, templates[tab], window), {
      onError: () => toast.error(t('workingHours.saveError')),
      onSuccess: () => {
        toast.success(
          tab === FOR_ALL_TYPES
            ? t('workingHours.savedAll')
            : t('workingHours.savedType', { type: t(`workingHours.typeName.${tab}`) }),
        );
        onSaved?.();
      },
    });

  const firstDate = parseISO(window.dates[0]!);
  const lastDate = parseISO(window.dates.at(-1)!);

  return (
    <Editor>
      <Top>
        <Switch
          label={t('workingHours.sameForAll')}
          checked={tab === FOR_ALL_TYPES}
          onCheckedChange={(on) => setTab(on ? FOR_ALL_TYPES : 'VIDEO')}
        />
        <Muted>
          {t('workingHours.appliesTo', {
            from: format(firstDate, 'dd MMM yyyy', { locale }),
            to: format(lastDate, 'dd MMM yyyy', { locale }),
          })}
        </Muted>
      </Top>
      <Tabs
        label={t('workingHours.tabsLabel')}
        value={tab}
        onValueChange={(value) => setTab(value as WorkingHoursTab)}
        items={WORKING_HOURS_TABS.map((value) => ({
          value,
          label: t(`workingHours.tab.${value}`),
          content: (
            <WeekPanel
              template={templates[value]}
              step={step}
              dayNames={dayNames}
              finished={finished}
              onStep={goTo}
              onFullTime={(fullTime) => update((template) => ({ ...template, fullTime }))}
              onDay={(change) => updateDay(step, change)}
            />
          ),
        }))}
      />
      <Actions>
        {buttons.previous && (
          <Button variant="secondary" onClick={() => goTo(step - 1)}>
            {t('workingHours.previous')}
          </Button>
        )}
        {buttons.next && (
          <Button variant="secondary" onClick={() => goTo(step + 1)}>
            {t('workingHours.next')}
          </Button>
        )}
        {buttons.save && (
          <Button onClick={onSave} loading={save.isPending} disabled={save.isPending}>
            {save.isPending ? t('workingHours.saving') : t('workingHours.save')}
          </Button>
        )}
      </Actions>
    </Editor>
  );
}

interface WeekPanelProps {
  template: WeekTemplate;
  step: number;
  dayNames: string[];
  finished: boolean[];
  onStep: (step: number) => void;
  onFullTime: (fullTime: boolean) => void;
  onDay: (change: (day: DayTemplate) => DayTemplate) => void;
}

function WeekPanel({ template, step, dayNames, finished, onStep, onFullTime, onDay }: WeekPanelProps) {
  const { t } = useTranslation('mf-calendar');
  const day = template.days[step]!;
  const selected = effectiveSlots(template, day);
  const dayName = dayNames[step]!;
  return (
    <Panel>
      <Switch
        label={t('workingHours.fullTime')}
        description={t('workingHours.fullTimeHint')}
        checked={template.fullTime}
        onCheckedChange={onFullTime}
      />
      <Timeline aria-label={t('workingHours.timelineLabel')}>
        {dayNames.map((name, i) => (
          <li key={name}>
            <StepButton
              type="button"
              aria-current={i === step ? 'step' : undefined}
              $current={i === step}
              $finished={Boolean(finished[i])}
              onClick={() => onStep(i)}
            >
              <Dot aria-hidden="true">{finished[i] ? <Check size={14} aria-hidden="true" /> : i + 1}</Dot>
              <DayName>{name}</DayName>
              <DayState>
                {template.days[i]!.on ? t('workingHours.working') : t('workingHours.dayOff')}
              </DayState>
              <VisuallyHidden>
                {finished[i] ? t('workingHours.stepFinished') : t('workingHours.stepNotFinished')}
              </VisuallyHidden>
            </StepButton>
          </li>
        ))}
      </Timeline>
      <DayHeading>{dayName}</DayHeading>
      <Switch
        label={t('workingHours.workingDay')}
        checked={day.on}
        onCheckedChange={(on) =>
          onDay((current) => ({
            on,
            slots: on && current.slots.length === 0 ? [...DEFAULT_DAY_SLOTS] : current.slots,
          }))
        }
      />
      <SlotGrid role="group" aria-label={t('workingHours.slotsLabel', { day: dayName })}>
        {SLOT_TIMES.map((time) => {
          const on = selected.includes(time);
          return (
            <Slot
              key={time}
              type="button"
              aria-pressed={on}
              $on={on}
              disabled={!day.on || template.fullTime}
              onClick={() =>
                onDay((current) => ({
                  ...current,
                  slots: on ? current.slots.filter((s) => s !== time) : [...current.slots, time].sort(),
                }))
              }
            >
              {time}–{slotEnd(time)}
            </Slot>
          );
        })}
      </SlotGrid>
    </Panel>
  );
}

const Editor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  justify-content: space-between;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Timeline = styled(PlainList).attrs({ as: 'ol' })`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const StepButton = styled.button<{ $current: boolean; $finished: boolean }>`
  position: relative;
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  cursor: pointer;
  color: ${({ theme, $finished }) => ($finished ? theme.colors.text : theme.colors.textMuted)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Dot = styled.span`
  width: 24px;
  height: 24px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const DayName = styled.span`
  text-transform: capitalize;
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 100%;
`;

const DayState = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DayHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
  text-transform: capitalize;
`;

const SlotGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(112px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Slot = styled.button<{ $on: boolean }>`
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.small};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.primaryText : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.small};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
