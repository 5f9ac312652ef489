import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardText } from './layout';

/** Spec 002 §5/§10: long text over 120 characters is truncated with show more / hide. */
export const LONG_TEXT_LIMIT = 120;

const Toggle = styled.button`
  margin-left: ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** The first 120 characters of a long description with 'show more'; opened, the whole text with 'hide'. */
export function LongText({ text }: { text: string }) {
  const { t } = useTranslation('mf-content');
  const id = useId();
  const [open, setOpen] = useState(false);
  if (text.length <= LONG_TEXT_LIMIT) return <CardText>{text}</CardText>;
  return (
    <CardText>
      <span id={id}>{open ? text : `${text.slice(0, LONG_TEXT_LIMIT).trimEnd()}…`}</span>
      <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {open ? t('common.hide') : t('common.showMore')}
      </Toggle>
    </CardText>
  );
}
