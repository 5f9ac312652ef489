import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, PageLayout, useEscapeGoesBack } from 'shared-ui';
import { CatalogueCards } from '../common/catalogue-cards';
import { Breadcrumbs } from '../common/layout';
import { useRemoveVideoScript, useVideoScripts } from './use-video-scripts';

/** /video-archive/video-scripts: the clinic's video scripts; edit and remove for their creator only. */
export function VideoScriptsPage() {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  const scripts = useVideoScripts();
  const remove = useRemoveVideoScript();
  useEscapeGoesBack('/video-archive');

  return (
    <PageLayout
      title={t('videoScripts.title')}
      subtitle={scripts.data ? t('videoScripts.subtitle', { count: scripts.data.length }) : undefined}
      actions={
        <Button variant="primary" onClick={() => navigate('/video-archive/video-script/create')}>
          {t('videoScripts.add')}
        </Button>
      }
    >
      <Breadcrumbs
        label={t('common.breadcrumbs')}
        items={[
          { label: t('videoEditor.crumbArchive'), to: '/video-archive' },
          { label: t('videoScripts.title') },
        ]}
      />
      <CatalogueCards
        section="videoScripts"
        list={scripts}
        remove={remove}
        editPath={(script) => `/video-archive/video-script/${script.id}/edit`}
        text={(script) => script.description}
      />
    </PageLayout>
  );
}
