import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Link, Spinner, toast, useMediaQuery } from 'shared-ui';
import { printPdf } from './print-pdf';

const Frame = styled.div<{ $scale: number }>`
  margin-top: ${({ theme }) => theme.space(4)};
  width: 100%;
  max-width: 900px;
  aspect-ratio: 210 / 297;
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  iframe {
    border: 0;
    width: ${({ $scale }) => 100 / $scale}%;
    height: ${({ $scale }) => 100 / $scale}%;
    transform: scale(${({ $scale }) => $scale});
    transform-origin: 0 0;
  }
`;

const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-top: ${({ theme }) => theme.space(4)};
`;

export interface InvoicePreviewProps {
  url: string | undefined;
  missing: boolean;
  creating: boolean;
  onCreate(): void;
  fileName: string;
  /** 'Invoice 1001' / 'Faktura 1001': the viewer's name, not the stored file's UUID */
  title: string;
}

/** The stored PDF by signed URL, scaled 0.8 (0.7 on extra-small screens, spec 002 §9), with Print and Download. */
export function InvoicePreview({ url, missing, creating, onCreate, fileName, title }: InvoicePreviewProps) {
  const { t } = useTranslation('mf-billing');
  const extraSmall = useMediaQuery('(max-width: 575px)');
  const [printing, setPrinting] = useState(false);
  if (missing) {
    return (
      <Bar>
        <span>{t('invoice.noPdf')}</span>
        <Button loading={creating} onClick={onCreate}>
          {t('invoice.createPdf')}
        </Button>
        {creating && <span role="status">{t('invoiceEditor.pdfNotice')}</span>}
      </Bar>
    );
  }
  if (!url) return <Spinner label={t('loading')} />;
  // The signed URL is on the storage host, where the browser ignores `download`: fetched and saved from a
  // same-origin blob, the file gets its readable name (Faktura-1001.pdf / Invoice-1001.pdf), not the UUID.
  const download = async (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    try {
      const blob = await (await fetch(url)).blob();
      const href = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = href;
      a.download = fileName;
      a.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch {
      window.open(url, '_blank', 'noopener');
    }
  };
  const print = async () => {
    setPrinting(true);
    try {
      await printPdf(url);
    } catch {
      toast.error(t('invoice.printError'));
    } finally {
      setPrinting(false);
    }
  };
  return (
    <>
      <Bar>
        <Button variant="secondary" loading={printing} onClick={print}>
          {t('invoice.print')}
        </Button>
        <Link href={url} download={fileName} target="_blank" rel="noreferrer" onClick={download}>
          {t('invoice.download')}
        </Link>
      </Bar>
      <Frame $scale={extraSmall ? 0.7 : 0.8}>
        <iframe title={title} src={url} />
      </Frame>
    </>
  );
}
