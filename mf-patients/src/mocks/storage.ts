import { http, HttpResponse } from 'msw';
import { db } from './db';

/**
 * Storage of the private avatars bucket: uploads (the invite form's edit variant) and signed URLs (every
 * avatar shown). Like the storage RLS of 20261124200000_patients_avatars.sql and
 * 20261127020001_security_visibility_avatars.sql: only under patients/<id>/ of a patient the caller may see.
 * The bytes are not kept: the product keeps the object's path on the patient's row and shows a signed URL.
 */
export const storageHandlers = [
  http.post('*/storage/v1/object/avatars/*', ({ request }) => {
    const key = decodeURIComponent(new URL(request.url).pathname.split('/object/avatars/')[1] ?? '');
    const [folder, patientId] = key.split('/');
    if (folder !== 'patients' || !patientId || !db.find('users', (u) => u.id === patientId)) {
      return HttpResponse.json(
        { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
        { status: 403 },
      );
    }
    return HttpResponse.json({ Key: `avatars/${key}`, Id: db.uuid() });
  }),
  http.post('*/storage/v1/object/sign/avatars/*', ({ request }) => {
    const key = decodeURIComponent(new URL(request.url).pathname.split('/object/sign/avatars/')[1] ?? '');
    return HttpResponse.json({ signedURL: `/object/sign/avatars/${key}?token=mock` });
  }),
];
