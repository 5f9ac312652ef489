import { http, HttpResponse } from 'msw';
import { db } from './db';

/**
 * Storage uploads to the avatars bucket (the invite form's edit variant). Like the storage RLS of
 * 20261124200000_patients_avatars.sql: only under patients/<id>/ of a patient the caller may see. The bytes
 * are not kept: what the product reads afterwards is the public URL saved on the patient's row.
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
];
