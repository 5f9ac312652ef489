import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderWithProviders } from '../testing';
import { RichTextEditor } from './rich-text-editor';
import type { RichTextEditorProps } from './rich-text-editor.types';

// axe-core's WCAG 2.0–2.2 A/AA rules on the rendered editor in each of its states: the ARIA draft-js writes on
// its contenteditable (aria-describedby, aria-controls, aria-expanded, role) must name elements that exist and be
// allowed on the role it has. color-contrast needs layout, which jsdom has not; the e2e accessibility test
// checks it in a browser.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`));
}

function Controlled(props: Partial<RichTextEditorProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <RichTextEditor label="Record" {...props} value={value} onChange={setValue} />;
}

describe('RichTextEditor accessibility (axe)', () => {
  it.each<[string, Partial<RichTextEditorProps>]>([
    ['empty, with a placeholder', { placeholder: 'Write here' }],
    ['with text and a hint', { value: '<p>Some text</p>', hint: 'Type # for a variable' }],
    ['with an error', { value: '<p>Too long</p>', error: 'The text is too long' }],
    ['read-only (disabled)', { value: '<p>Signed</p>', disabled: true }],
    ['with a hidden label and an id', { value: '<p>x</p>', hideLabel: true, id: 'record-text' }],
  ])('%s: no violations', async (_state, props) => {
    const { container } = renderWithProviders(<Controlled {...props} />);
    await screen.findByRole('toolbar');
    expect(await violations(container)).toEqual([]);
  });

  it('with the variable list open: no violations', async () => {
    const { container } = renderWithProviders(<Controlled value="<p>Dear #Patient</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Record' });
    act(() => box.focus());
    await screen.findByRole('listbox', { name: 'Variables' });
    expect(await violations(container)).toEqual([]);
  });
});
