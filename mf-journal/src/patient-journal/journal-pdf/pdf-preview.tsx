import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useMediaQuery } from 'shared-ui';

const Frame = styled.iframe`
  width: 100%;
  height: 70vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

/**
 * A generated PDF in the browser's own viewer at the spec's preview scale: 0.8, 0.7 on extra-small screens
 * (the `zoom` open parameter of PDF viewers; the signed URL is short-lived, so it is not cached anywhere).
 */
export function PdfPreview({ url, pages }: { url: string; pages: number }) {
  const { t } = useTranslation('mf-journal');
  const extraSmall = useMediaQuery('(max-width: 575px)');
  const zoom = extraSmall ? 70 : 80;
  return (
    <div>
      <p>{t('journal.pdf.pages', { count: pages })}</p>
      <Frame title={t('journal.pdf.preview')} src={`${url}#zoom=${zoom}`} data-zoom={zoom / 100} />
      <p>
        <Link href={url} target="_blank" rel="noreferrer">
          {t('journal.pdf.open')}
        </Link>
      </p>
    </div>
  );
}
