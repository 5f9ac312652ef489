import { useState } from 'react';
import { useSession } from 'shared-ui';
import { useSchemaForm } from 'shared-ui/forms';
import { stepSchema, type StepType } from './script.rules';
import { uploadStepFile, type ScriptItem, type StepFile } from './scripts.resource';

/**
 * The step form: its fields in shared-ui/forms (stepSchema), and beside them the files, uploaded to storage as
 * they are picked (an upload is not a typed value: its state is the list of stored files and the count running).
 */
export function useStepForm(editing: ScriptItem | undefined, steps: ScriptItem[]) {
  const clinicId = useSession()?.clinicId ?? '';
  const form = useSchemaForm(
    stepSchema(
      steps.map((s) => ({ id: s.id, name: s.name })),
      editing && editing.name !== null ? { id: editing.id, name: editing.name } : undefined,
    ),
    {
      defaultValues: {
        name: editing?.name ?? '',
        type: (editing?.type as StepType | undefined) ?? '',
        formId: editing?.formId ?? '',
        description: editing?.description ?? '',
        presentationIds: editing?.presentationIds ?? [],
      },
    },
  );
  const [files, setFiles] = useState<StepFile[]>(editing?.files ?? []);
  const [uploading, setUploading] = useState(0);
  const [uploadFailed, setUploadFailed] = useState(false);

  const addFiles = async (list: File[]) => {
    setUploadFailed(false);
    for (const file of list) {
      setUploading((n) => n + 1);
      try {
        const stored = await uploadStepFile(clinicId, file);
        setFiles((current) => [...current, stored]);
      } catch {
        setUploadFailed(true);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  return {
    form,
    files,
    removeFile: (path: string) => setFiles((current) => current.filter((f) => f.path !== path)),
    addFiles,
    uploading: uploading > 0,
    uploadFailed,
  };
}
