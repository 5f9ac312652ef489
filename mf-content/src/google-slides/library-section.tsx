import { useId } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import type { Presentation } from './slides.resource';
import { useSectionOpen } from './use-section-open';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
  }
  li > span {
    flex: 1;
  }
`;
const Toggle = styled.button`
  border: 0;
  background: transparent;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.heading};
  font-weight: 600;
  cursor: pointer;
  padding: 0;
  text-align: left;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
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
      <h2>
        <Toggle aria-expanded={open} aria-controls={listId} onClick={toggle}>
          {open ? <ChevronDown aria-hidden size={16} /> : <ChevronRight aria-hidden size={16} />} {title}
        </Toggle>
      </h2>
      {open &&
        (items.length === 0 ? (
          <p id={listId}>{empty}</p>
        ) : (
          <ul id={listId} aria-label={title}>
            {items.map((p) => (
              <li key={p.id}>
                <span>{p.name}</span>
                <Button onClick={() => onOpen(p)}>{t('slides.open')}</Button>
                {onRemove && (
                  <Button variant="ghost" onClick={() => onRemove(p)}>
                    {t('common.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ))}
    </Section>
  );
}
