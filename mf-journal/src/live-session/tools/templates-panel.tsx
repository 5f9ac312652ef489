import { ChevronDown, ChevronUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, List, ListItem, Spinner, richTextToPlainText } from 'shared-ui';
import type { useTemplatesPanel } from './use-templates-panel';

// The tools column's last section: as wide as the column (the spec's 290 px is its minimum there), so it never
// covers the tabs above it.
const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  > button:first-child {
    justify-content: space-between;
  }
`;
const Template = styled.div`
  min-width: 0;
  flex: 1;
`;
const Preview = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  white-space: pre-wrap;
`;

/** Journal templates (290 px): the templates that apply now; 'Add to notes' puts one into the notes. */
export function TemplatesPanel({
  panel,
  onUse,
}: {
  panel: ReturnType<typeof useTemplatesPanel>;
  onUse: (text: string) => void;
}) {
  const { t } = useTranslation('mf-journal');
  return (
    <Aside aria-label={t('liveSession.templates')}>
      <Button variant="ghost" aria-expanded={panel.open} onClick={() => panel.setOpen(!panel.open)}>
        <span>{t('liveSession.templates')}</span>
        {panel.open ? (
          <ChevronUp size={18} aria-hidden="true" />
        ) : (
          <ChevronDown size={18} aria-hidden="true" />
        )}
      </Button>
      {panel.open &&
        (panel.loading ? (
          <Spinner label={t('liveSession.loading')} />
        ) : panel.templates.length === 0 ? (
          <EmptyState title={t('liveSession.noTemplates')} />
        ) : (
          <List>
            {panel.templates.map((template) => {
              const text = richTextToPlainText(template.content);
              return (
                <ListItem key={template.id}>
                  <Template>
                    <strong>{template.name}</strong>
                    <Preview>{text}</Preview>
                    <Button variant="ghost" onClick={() => onUse(text)}>
                      {t('liveSession.useTemplate')}
                    </Button>
                  </Template>
                </ListItem>
              );
            })}
          </List>
        ))}
    </Aside>
  );
}
