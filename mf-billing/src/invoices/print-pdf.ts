/**
 * Prints a PDF without leaving the page: fetched as a blob (a same-origin object URL, so the frame's print()
 * is allowed), shown in a hidden frame, printed, then cleaned up. Rejects when any step fails.
 */
export async function printPdf(url: string): Promise<void> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`PDF ${res.status}`);
  const blobUrl = URL.createObjectURL(await res.blob());
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.src = blobUrl;
  document.body.appendChild(frame);
  try {
    await new Promise<void>((resolve, reject) => {
      frame.onload = () => resolve();
      frame.onerror = () => reject(new Error('the PDF could not be loaded'));
    });
    frame.contentWindow!.focus();
    frame.contentWindow!.print();
  } finally {
    // the print dialog has the document by now; keep the frame a moment for browsers that print async
    setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(blobUrl);
    }, 60_000);
  }
}
