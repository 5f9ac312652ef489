export { RichTextEditor } from './rich-text-editor';
export type { RichTextEditorProps } from './rich-text-editor.types';
export {
  TEMPLATE_VARIABLES,
  matchVariables,
  variableQueryAt,
  type TemplateVariable,
} from './template-variables';
export { isRichTextEmpty, richTextToPlainText } from './rich-text-plain';
