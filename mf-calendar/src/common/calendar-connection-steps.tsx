import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, RadioGroup, TextField, toast, useErrorMessage } from 'shared-ui';
import { Controller, fieldErrorText, useSchemaForm } from 'shared-ui/forms';
import type { ServiceCalendar } from './calendar-service.resource';
import { chooseCalendarSchema, defaultCalendarId, newCalendarSchema } from './calendar-connection.rules';
import {
  AUTH_POPUP_NAME,
  browserWindow,
  useCalendarList,
  useCreateCalendar,
  useSelectCalendar,
  useStartAuthorisation,
} from './use-calendar-integration';

/**
 * The two steps of connecting a calendar (spec 000 §2.4, §5), shared by the /calendar-integration page and the
 * calendar's settings modal: authorise at the provider, then choose or create a writable calendar.
 */

const POPUP_FEATURES = 'popup,width=520,height=680';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  padding: ${({ theme }) => theme.space(6)};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
  align-items: flex-end;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
`;

/** The new-calendar form, set apart from the list above it. */
const NewCalendar = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(4)};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const writable = (c: ServiceCalendar) => c.accessRole === 'owner' || c.accessRole === 'writer';

export function AuthoriseStep({ waiting, onStarted }: { waiting: boolean; onStarted: () => void }) {
  const { t } = useTranslation('mf-calendar');
  const errorText = useErrorMessage('mf-calendar');
  const start = useStartAuthorisation();

  const authorise = () => {
    if (start.isPending) return;
    // Opened during the click, so the browser does not block it; its address follows when the service answers.
    const popup = window.open('', AUTH_POPUP_NAME, POPUP_FEATURES);
    start.mutate(undefined, {
      onSuccess: ({ authUrl }) => {
        if (popup && !popup.closed) {
          popup.location.href = authUrl;
          onStarted();
        } else {
          browserWindow.assign(authUrl);
        }
      },
      onError: (error) => {
        popup?.close();
        toast.error(errorText(error, 'errors.calendar_not_integrated'));
      },
    });
  };

  return (
    <Section aria-busy={waiting}>
      <Muted>{t('calendarIntegration.intro')}</Muted>
      {waiting && <p role="status">{t('calendarIntegration.waiting')}</p>}
      <Row>
        <Button variant="primary" onClick={authorise} loading={start.isPending}>
          {waiting ? t('calendarIntegration.reopen') : t('calendarIntegration.connect')}
        </Button>
      </Row>
    </Section>
  );
}

export function ChooseCalendarStep({ accountId, onDone }: { accountId: string; onDone: () => void }) {
  const { t } = useTranslation('mf-calendar');
  const errorText = useErrorMessage('mf-calendar');
  const id = useId();
  const calendars = useCalendarList(true);
  const create = useCreateCalendar();
  const select = useSelectCalendar();
  const [created, setCreated] = useState<string | null>(null);

  const items = calendars.data?.items ?? [];
  // Offered until the user chooses: the primary (or first) writable calendar, once the list has arrived.
  const choice = useSchemaForm(chooseCalendarSchema, {
    values: { calendarId: defaultCalendarId(items, writable) },
    resetOptions: { keepDirtyValues: true },
  });
  const creation = useSchemaForm(newCalendarSchema, { defaultValues: { name: '' } });

  const use = choice.submit(async ({ calendarId }) => {
    try {
      // mutateAsync: the page leaves this step as soon as the cache says "integrated"
      await select.mutateAsync(calendarId);
    } catch (error) {
      toast.error(errorText(error, 'errors.calendar_not_integrated'));
      return;
    }
    toast.success(t('calendarIntegration.added'));
    onDone();
  });

  // One calendar per press: a double click or Enter twice while it is created makes no second one.
  const submitNew = creation.submit(async ({ name }) => {
    let calendar;
    try {
      calendar = await create.mutateAsync({ accountId, name: name.trim() });
    } catch (error) {
      toast.error(errorText(error, 'errors.calendar_not_integrated'));
      return;
    }
    creation.reset({ name: '' });
    choice.setValue('calendarId', calendar.id, { shouldDirty: true });
    choice.clearErrors();
    setCreated(calendar.summary);
  });

  return (
    <Section>
      {calendars.isPending ? (
        <Muted role="status">{t('calendarIntegration.loading')}</Muted>
      ) : calendars.isError ? (
        <>
          <ErrorText role="alert">{errorText(calendars.error, 'calendarIntegration.loadError')}</ErrorText>
          <Row>
            <Button variant="secondary" onClick={() => void calendars.refetch()}>
              {t('calendarIntegration.retry')}
            </Button>
          </Row>
        </>
      ) : items.length === 0 ? (
        <Muted>{t('calendarIntegration.noCalendars')}</Muted>
      ) : (
        <Controller
          control={choice.control}
          name="calendarId"
          render={({ field }) => (
            <RadioGroup
              label={t('calendarIntegration.calendars')}
              orientation="vertical"
              options={items.map((calendar) => ({
                value: calendar.id,
                label: calendar.summary,
                disabled: !writable(calendar),
                disabledReason: t('calendarIntegration.noWriteAccess'),
              }))}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                setCreated(null);
              }}
              error={fieldErrorText(t, choice.formState.errors.calendarId)}
            />
          )}
        />
      )}
      {/* A new calendar is chosen but not yet connected: say so, so the next step is clear. */}
      {created && <p role="status">{t('calendarIntegration.created', { name: created })}</p>}
      <Row>
        <Button
          variant="primary"
          onClick={(event) => void use(event)}
          loading={select.isPending}
          disabled={!calendars.isSuccess}
        >
          {t('calendarIntegration.use')}
        </Button>
      </Row>

      <NewCalendar onSubmit={(event) => void submitNew(event)} noValidate aria-labelledby={`${id}-new`}>
        <Heading id={`${id}-new`} as="h3">
          {t('calendarIntegration.newCalendar')}
        </Heading>
        <Row>
          <TextField
            label={t('calendarIntegration.calendarName')}
            maxLength={256}
            {...creation.register('name')}
            error={fieldErrorText(t, creation.formState.errors.name)}
          />
          <Button type="submit" variant="secondary" loading={create.isPending}>
            {t('calendarIntegration.create')}
          </Button>
        </Row>
      </NewCalendar>
    </Section>
  );
}
