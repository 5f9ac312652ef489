import { optionalText, z } from 'shared-ui/forms';
import { nameField, type NamedItem } from '../common/name.rules';
import { VIDEO_DESCRIPTION_MAX } from './video-form.rules';

/** The video script form (spec 002 §5): a name unique in the clinic, a description of at most 255 characters. */
export const videoScriptSchema = (others: readonly NamedItem[], editing?: { id: string; name: string }) =>
  z.object({
    name: nameField('videoScripts', others, editing),
    description: optionalText('videoScripts.validation.description.tooLong', VIDEO_DESCRIPTION_MAX),
  });
