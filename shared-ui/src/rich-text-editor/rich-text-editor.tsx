import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { fieldLabelCss } from '../components/text-field';
import { Spinner } from '../components/spinner';
import type { RichTextEditorProps } from './rich-text-editor.types';

// draft-js (~70 KB gzip with immutable) is fetched when an editor is first shown, not with shared-ui.
const DraftRichTextEditor = lazy(() => import('./draft-rich-text-editor'));

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  span {
    ${fieldLabelCss}
  }
`;

/**
 * The one rich-text editor of the product (journal records, journal templates). Stores a small HTML subset;
 * typing `#` offers the template variables. Built on draft-js behind this component so the engine can be
 * replaced without touching its users.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const id = useId();
  return (
    <Suspense
      fallback={
        <Placeholder aria-busy="true">
          <span id={id}>{props.label}</span>
          <Spinner />
        </Placeholder>
      }
    >
      <DraftRichTextEditor {...props} />
    </Suspense>
  );
}
