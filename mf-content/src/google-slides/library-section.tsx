import { useId } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, List, ListItem } from 'shared-ui';
import type { Presentation } from './slides.resource';
import { useSectionOpen } from './use-section-open';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;
const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
`;
const Name = styled.span`
  flex: 1;
  align-self: center;
  overflow-wrap: anywhere;
`;
const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A collapsible section of the library; its open state is kept locally by title. */
export function LibrarySection({
  title,
  items,
  empty,
  onOpen,
  onRemove,
}: {
  title: string;
  items: Presentation[];
  empty: string;
  onOpen: (p: Presentation) => void;
  /** Only the user's own slides can be removed; clinic slides are read-only. */
  onRemove?: (p: Presentation) => void;
}) {
  const { t } = useTranslation('mf-content');
  const [open, toggle] = useSectionOpen(title);
  const listId = useId();
  return (
    <Section>
      <Heading>
        <Button variant="ghost" aria-expanded={open} aria-controls={listId} onClick={toggle}>
          {open ? <ChevronDown aria-hidden size={16} /> : <ChevronRight aria-hidden size={16} />}
          {title}
        </Button>
      </Heading>
      {open &&
        (items.length === 0 ? (
          <Empty id={listId}>{empty}</Empty>
        ) : (
          <List id={listId} aria-label={title}>
            {items.map((p) => (
              <ListItem key={p.id}>
                <Name>{p.name}</Name>
                <Button onClick={() => onOpen(p)}>{t('slides.open')}</Button>
                {onRemove && (
                  <Button variant="ghost" onClick={() => onRemove(p)}>
                    {t('common.remove')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        ))}
    </Section>
  );
}
