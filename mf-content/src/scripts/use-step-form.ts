import { useState } from 'react';
import { useSession } from 'shared-ui';
import { validateStep, type StepErrors, type StepType, type StepValues } from './script.rules';
import { uploadStepFile, type ScriptItem, type StepFile } from './scripts.resource';

/** The step form's state: values, errors, the files being uploaded to storage. */
export function useStepForm(editing: ScriptItem | undefined, steps: ScriptItem[]) {
  const clinicId = useSession()?.clinicId ?? '';
  const [values, setValues] = useState<StepValues>({
    name: editing?.name ?? '',
    type: (editing?.type as StepType | undefined) ?? '',
    formId: editing?.formId ?? '',
  });
  const [description, setDescription] = useState(editing?.description ?? '');
  const [files, setFiles] = useState<StepFile[]>(editing?.files ?? []);
  const [presentationIds, setPresentationIds] = useState<string[]>(editing?.presentationIds ?? []);
  const [errors, setErrors] = useState<StepErrors>({});
  const [uploading, setUploading] = useState(0);
  const [uploadFailed, setUploadFailed] = useState(false);

  const set = <K extends keyof StepValues>(field: K, value: StepValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

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

  const validate = (): StepErrors => {
    const found = validateStep(
      values,
      steps.map((s) => ({ id: s.id, name: s.name })),
      editing && editing.name !== null ? { id: editing.id, name: editing.name } : undefined,
    );
    setErrors(found);
    return found;
  };

  return {
    values,
    set,
    description,
    setDescription,
    files,
    removeFile: (path: string) => setFiles((current) => current.filter((f) => f.path !== path)),
    addFiles,
    uploading: uploading > 0,
    uploadFailed,
    presentationIds,
    togglePresentation: (id: string, on: boolean) =>
      setPresentationIds((current) => (on ? [...current, id] : current.filter((p) => p !== id))),
    errors,
    setErrors,
    validate,
  };
}
