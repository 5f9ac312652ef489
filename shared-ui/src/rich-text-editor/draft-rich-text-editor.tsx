import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  Editor,
  EditorState,
  Modifier,
  RichUtils,
  SelectionState,
  getDefaultKeyBinding,
  type DraftHandleValue,
} from 'draft-js';
import { Bold, Italic, List, ListOrdered, Underline } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldMessage, fieldLabelCss } from '../components/text-field';
import { VisuallyHidden } from '../components/visually-hidden';
import { contentToHtml, htmlToContent } from './rich-text-html';
import { matchVariables, TEMPLATE_VARIABLES, variableQueryAt } from './template-variables';
import type { RichTextEditorProps } from './rich-text-editor.types';

const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.span`
  ${fieldLabelCss}
`;

const Frame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.background : theme.colors.surface)};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  /* The few rules of draft-js's Draft.css the editor needs (whitespace, caret, placeholder). */
  .DraftEditor-root {
    position: relative;
  }
  .public-DraftEditor-content {
    min-height: ${({ theme }) => theme.space(30)};
    padding: ${({ theme }) => theme.space(3)};
    outline: none;
    white-space: pre-wrap;
    overflow-wrap: break-word;
  }
  .public-DraftStyleDefault-block {
    position: relative;
    white-space: pre-wrap;
  }
  .public-DraftEditorPlaceholder-root {
    position: absolute;
    padding: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.background};
    border-color: ${({ theme }) => theme.colors.border};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Suggestions = styled.ul`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-height: 240px;
  overflow: auto;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Suggestion = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.background : 'transparent')};
`;

const INLINE_TOOLS = [
  { style: 'BOLD', key: 'bold', Icon: Bold },
  { style: 'ITALIC', key: 'italic', Icon: Italic },
  { style: 'UNDERLINE', key: 'underline', Icon: Underline },
] as const;
const BLOCK_TOOLS = [
  { type: 'unordered-list-item', key: 'bulletList', Icon: List },
  { type: 'ordered-list-item', key: 'numberedList', Icon: ListOrdered },
] as const;

const LIST_KEYS: Record<string, string> = {
  ArrowDown: 'variable-next',
  ArrowUp: 'variable-previous',
  Tab: 'variable-choose',
  Escape: 'variable-close',
};

function stateFromHtml(html: string): EditorState {
  return EditorState.moveSelectionToEnd(EditorState.createWithContent(htmlToContent(html)));
}

/** The `#query` at the caret of a collapsed selection, with the block it is in. */
function currentQuery(state: EditorState) {
  const selection = state.getSelection();
  if (!selection.isCollapsed()) return null;
  const block = state.getCurrentContent().getBlockForKey(selection.getStartKey());
  const found = variableQueryAt(block.getText(), selection.getStartOffset());
  return found && { ...found, blockKey: block.getKey(), end: selection.getStartOffset() };
}

/** Replaces `#query` before the caret with `#Name ` (the trailing space ends the variable). */
export function insertVariable(state: EditorState, name: string): EditorState {
  const query = currentQuery(state);
  if (!query) return state;
  const range = SelectionState.createEmpty(query.blockKey).merge({
    anchorOffset: query.start,
    focusOffset: query.end,
  });
  const content = Modifier.replaceText(state.getCurrentContent(), range, `#${name} `);
  const next = EditorState.push(state, content, 'insert-characters');
  return EditorState.forceSelection(next, content.getSelectionAfter());
}

export default function DraftRichTextEditor({
  label,
  hideLabel = false,
  value,
  onChange,
  variables = TEMPLATE_VARIABLES,
  placeholder,
  disabled = false,
  error,
  hint,
  id,
  autoFocus = false,
  onBlur,
}: RichTextEditorProps) {
  const { t } = useTranslation('common');
  const baseId = useId();
  const editorId = id ?? `${baseId}-editor`;
  const labelId = `${baseId}-label`;
  const listId = `${baseId}-variables`;
  const messageId = `${baseId}-message`;
  const editorRef = useRef<Editor>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState(() => stateFromHtml(value));
  // The latest state for the native input listener below (set in an effect: refs are not written in render).
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  // Bumped to mount a fresh draft-js tree after an insertion draft-js did not see (below).
  const [generation, setGeneration] = useState(0);
  const lastHtml = useRef(value);
  // The highlighted option, for the query it was chosen in (a new query starts at the first option).
  const [active, setActive] = useState({ query: '', index: 0 });
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);

  // A value that did not come from this editor (a template inserted, a draft restored) replaces the text.
  useEffect(() => {
    if (value === lastHtml.current) return;
    lastHtml.current = value;
    setState(stateFromHtml(value));
  }, [value]);

  useEffect(() => {
    if (autoFocus) editorRef.current?.focus();
  }, [autoFocus]);

  const handleChange = useCallback(
    (next: EditorState) => {
      setState(next);
      const html = contentToHtml(next.getCurrentContent());
      if (html !== lastHtml.current) {
        lastHtml.current = html;
        onChange(html);
      }
    },
    [onChange],
  );

  // Text the browser inserts without a keypress or textInput event — document.execCommand('insertText'), text
  // expanders, dictation, some IMEs — reaches draft-js only as an `input` event after the browser has changed
  // the DOM itself. In an empty block that change replaces draft's <br data-text> with a text node; draft then
  // renders a <span> in its place and React 19 fails removing the <br> that is no longer there (NotFoundError
  // removeChild: the area crashes and the form is lost; draft-js issues #1320/#1612 are this class). Such an
  // insertion is taken over here, before draft-js sees it: the text goes into the editor state at the
  // selection, and the editor tree is mounted afresh so React never reconciles the DOM the browser changed.
  // Typing (keypress/textInput) and IME composition keep draft-js's own path.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || disabled) return;
    let seenByDraft = false;
    let clear: ReturnType<typeof setTimeout> | undefined;
    const mark = () => {
      seenByDraft = true;
      clearTimeout(clear);
      // keypress/textInput and their input event are dispatched in one task
      clear = setTimeout(() => (seenByDraft = false), 0);
    };
    const onInput = (event: Event) => {
      const input = event as InputEvent;
      if (seenByDraft || input.inputType !== 'insertText' || !input.data) return;
      const current = stateRef.current;
      const selection = current.getSelection();
      const content = current.getCurrentContent();
      const block = content.getBlockForKey(selection.getStartKey());
      // Inside existing text the browser only edits a text node draft-js knows, and draft's onInput reconciles it.
      if (selection.isCollapsed() && block && block.getLength() > 0) return;
      event.stopPropagation();
      const inserted = Modifier.replaceText(content, selection, input.data, current.getCurrentInlineStyle());
      const next = EditorState.forceSelection(
        EditorState.push(current, inserted, 'insert-characters'),
        inserted.getSelectionAfter(),
      );
      setGeneration((n) => n + 1);
      handleChange(next);
    };
    const tracked = ['keypress', 'textInput', 'compositionend'];
    tracked.forEach((type) => frame.addEventListener(type, mark, true));
    frame.addEventListener('input', onInput, true);
    return () => {
      clearTimeout(clear);
      tracked.forEach((type) => frame.removeEventListener(type, mark, true));
      frame.removeEventListener('input', onInput, true);
    };
  }, [disabled, handleChange]);

  // The fresh tree takes the focus back, with the caret after the inserted text.
  useEffect(() => {
    if (generation > 0) editorRef.current?.focus();
  }, [generation]);

  const query = variables.length > 0 && !disabled ? currentQuery(state) : null;
  const queryKey = query ? `${query.blockKey}:${query.start}` : null;
  const matches = query ? matchVariables(query.query, variables) : [];
  const open =
    query !== null && matches.length > 0 && dismissedAt !== queryKey && state.getSelection().getHasFocus();
  const activeIndex =
    query && active.query === query.query ? Math.min(active.index, Math.max(matches.length - 1, 0)) : 0;

  const choose = (name: string) => {
    handleChange(insertVariable(state, name));
  };

  // While the list is open, arrows move in it, Tab chooses and Escape closes it (draft-js key commands).
  const keyBindingFn = (event: KeyboardEvent): string | null => {
    if (open) {
      const command = LIST_KEYS[event.key];
      if (command) {
        event.preventDefault();
        return command;
      }
    }
    return getDefaultKeyBinding(event);
  };

  const handleReturn = (event: KeyboardEvent): DraftHandleValue => {
    if (open) {
      choose(matches[activeIndex]!);
      return 'handled';
    }
    // Shift+Enter is a line break inside the paragraph, as in word processors.
    if (event.shiftKey) {
      handleChange(RichUtils.insertSoftNewline(state));
      return 'handled';
    }
    return 'not-handled';
  };

  const handleKeyCommand = (command: string, current: EditorState): DraftHandleValue => {
    if (command === 'variable-next' || command === 'variable-previous') {
      const delta = command === 'variable-next' ? 1 : -1;
      setActive({
        query: query?.query ?? '',
        index: (activeIndex + delta + matches.length) % matches.length,
      });
      return 'handled';
    }
    if (command === 'variable-choose') {
      choose(matches[activeIndex]!);
      return 'handled';
    }
    if (command === 'variable-close') {
      setDismissedAt(queryKey);
      return 'handled';
    }
    const next = RichUtils.handleKeyCommand(current, command);
    if (!next) return 'not-handled';
    handleChange(next);
    return 'handled';
  };

  const currentStyle = state.getCurrentInlineStyle();
  const blockType = state.getCurrentContent().getBlockForKey(state.getSelection().getStartKey()).getType();
  const message = error ?? hint;

  const editor = (
    <Editor
      key={generation}
      ref={editorRef}
      editorKey={editorId}
      webDriverTestID={editorId}
      editorState={state}
      onChange={handleChange}
      readOnly={disabled}
      placeholder={placeholder}
      role="textbox"
      // a read-only editor's ARIA is on the wrapper below
      ariaMultiline={disabled ? undefined : true}
      ariaLabelledBy={disabled ? undefined : labelId}
      // draft-js puts its placeholder's id for the token while the placeholder shows, '' otherwise
      ariaDescribedBy={
        disabled ? '' : [message && messageId, '{{editor_id_placeholder}}'].filter(Boolean).join(' ')
      }
      ariaAutoComplete="list"
      ariaControls={open ? listId : undefined}
      ariaActiveDescendantID={open ? `${listId}-${activeIndex}` : undefined}
      handleKeyCommand={handleKeyCommand}
      keyBindingFn={keyBindingFn}
      handleReturn={handleReturn}
      onBlur={onBlur}
      stripPastedStyles={false}
    />
  );

  return (
    <Field>
      {hideLabel ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <Label id={labelId} onClick={() => editorRef.current?.focus()}>
          {label}
        </Label>
      )}
      <Frame ref={frameRef} $invalid={Boolean(error)} $disabled={disabled}>
        {/* No aria-controls: draft-js gives its contenteditable no id to point at (axe: aria-valid-attr-value). */}
        <Toolbar role="toolbar" aria-label={t('richText.toolbar')}>
          {INLINE_TOOLS.map((tool) => (
            <ToolButton
              key={tool.key}
              type="button"
              aria-label={t(`richText.${tool.key}`)}
              aria-pressed={currentStyle.has(tool.style)}
              disabled={disabled}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => handleChange(RichUtils.toggleInlineStyle(state, tool.style))}
            >
              <tool.Icon size={16} aria-hidden="true" />
            </ToolButton>
          ))}
          {BLOCK_TOOLS.map((tool) => (
            <ToolButton
              key={tool.key}
              type="button"
              aria-label={t(`richText.${tool.key}`)}
              aria-pressed={blockType === tool.type}
              disabled={disabled}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => handleChange(RichUtils.toggleBlockType(state, tool.type))}
            >
              <tool.Icon size={16} aria-hidden="true" />
            </ToolButton>
          ))}
        </Toolbar>
        {disabled ? (
          // draft-js drops the role of a read-only editor but keeps aria-multiline and aria-labelledby, which a
          // role-less div may not carry (axe: aria-allowed-attr); the wrapper is the labelled read-only textbox.
          <div
            role="textbox"
            aria-readonly="true"
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-describedby={message ? messageId : undefined}
          >
            {editor}
          </div>
        ) : (
          editor
        )}
      </Frame>
      {open && (
        <Suggestions id={listId} role="listbox" aria-label={t('richText.variables')}>
          {matches.map((name, index) => (
            <Suggestion
              key={name}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              $active={index === activeIndex}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(name)}
            >
              #{name}
            </Suggestion>
          ))}
        </Suggestions>
      )}
      {message && (
        <FieldMessage id={messageId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
          {message}
        </FieldMessage>
      )}
    </Field>
  );
}
