import { ApiError, callFunction } from 'supabase-client';

export interface VideoRoom {
  roomUrl: string;
  token: string;
  provider: 'daily' | 'local';
}

export interface RoomRequest {
  appointmentId: string;
  patientProfileId: string | null;
  patientId: string;
  therapistId: string;
  roomLanguageShort: string;
}

/** createRoomForAppointmentV2 (spec 002 §7): the appointment's room and a fresh meeting token for the caller. */
export async function createRoomForAppointment(request: RoomRequest): Promise<VideoRoom> {
  const room = await callFunction<{ data?: VideoRoom; error?: string } | null>('createRoomForAppointmentV2', {
    body: {
      appointmentId: request.appointmentId,
      ...(request.patientProfileId ? { patientProfileId: request.patientProfileId } : {}),
      patientId: request.patientId,
      therapistId: request.therapistId,
      roomLanguageShort: request.roomLanguageShort,
    },
  });
  if (!room?.data?.roomUrl) throw new ApiError(room?.error ?? 'No room was returned', null, null);
  return room.data;
}

/** The URL a participant joins with: Daily's `?t=<token>` convention (the local provider uses the same). */
export const joinUrl = (room: VideoRoom) =>
  `${room.roomUrl}${room.roomUrl.includes('?') ? '&' : '?'}t=${encodeURIComponent(room.token)}`;
