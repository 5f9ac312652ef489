import { toast } from 'shared-ui';

/** Copies a patient detail and confirms with the spec's toast; a refused clipboard says so instead. */
export async function copyWithToast(text: string, successText: string, failureText: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(successText);
  } catch {
    toast.error(failureText);
  }
}
