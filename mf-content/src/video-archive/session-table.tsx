import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Table, useDateLocale, formatClinic } from 'shared-ui';
import {
  browserLabel,
  formatProgress,
  needsPagination,
  pageCount,
  sessionAgent,
  sessionProgress,
  sessionsPage,
  type ViewingSession,
} from './video-statistics.rules';

const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** Sessions with device, browser, progress and start; paginated only above 10 rows (spec 002 §9). */
export function SessionTable({
  caption,
  sessions,
  videoDuration,
}: {
  caption: string;
  sessions: ViewingSession[];
  videoDuration: number | null;
}) {
  const { t, i18n } = useTranslation('mf-content');
  const locale = useDateLocale();
  const [page, setPage] = useState(1);
  const pages = pageCount(sessions.length);
  return (
    <div>
      <Table aria-label={caption} caption={caption}>
        <thead>
          <tr>
            <th scope="col">{t('videoArchive.device')}</th>
            <th scope="col">{t('videoArchive.browser')}</th>
            <th scope="col" data-numeric>
              {t('videoArchive.progress')}
            </th>
            <th scope="col">{t('videoArchive.startDate')}</th>
          </tr>
        </thead>
        <tbody>
          {sessionsPage(sessions, page).map((session, index) => {
            // Only the rows on screen are classified (a user agent is parsed once per distinct string).
            const agent = sessionAgent(session);
            return (
              <tr key={`${session.startDate}-${index}`}>
                <td>
                  {agent.deviceType
                    ? t(`videoArchive.devices.${agent.deviceType}`)
                    : t('videoArchive.unknownDevice')}
                </td>
                <td>{browserLabel(agent) ?? t('videoArchive.unknownBrowser')}</td>
                <td data-numeric>{formatProgress(sessionProgress(session, videoDuration), i18n.language)}</td>
                <td>{formatClinic(session.startDate, 'dd.MM.yyyy HH:mm', locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {needsPagination(sessions.length) && (
        <Pager>
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('slides.previous')}
          </Button>
          <span>{t('slides.pageOf', { page, count: pages })}</span>
          <Button disabled={page === pages} onClick={() => setPage(page + 1)}>
            {t('slides.next')}
          </Button>
        </Pager>
      )}
    </div>
  );
}
