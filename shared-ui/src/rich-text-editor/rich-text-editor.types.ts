export interface RichTextEditorProps {
  /** The visible (or, with hideLabel, only announced) name of the field. */
  label: string;
  hideLabel?: boolean;
  /** The stored HTML (see rich-text-html.ts for the subset); '' for empty. */
  value: string;
  /** Called with the new HTML on every edit; '' when nothing but whitespace is left. */
  onChange(html: string): void;
  /** Names offered after `#`; defaults to the 17 template variables of spec 001 §9. Pass [] to turn off. */
  variables?: readonly string[];
  placeholder?: string;
  disabled?: boolean;
  error?: string | undefined;
  hint?: string;
  id?: string;
  autoFocus?: boolean;
  onBlur?(): void;
}
