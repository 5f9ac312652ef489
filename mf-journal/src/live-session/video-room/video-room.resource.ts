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

/** create-room-for-appointment (spec 002 §7): the appointment's room and a fresh meeting token for the caller. */
export async function createRoomForAppointment(request: RoomRequest): Promise<VideoRoom> {
  const room = await callFunction<{ data?: VideoRoom } | null>('create-room-for-appointment', {
    body: {
      appointmentId: request.appointmentId,
      ...(request.patientProfileId ? { patientProfileId: request.patientProfileId } : {}),
      patientId: request.patientId,
      therapistId: request.therapistId,
      roomLanguageShort: request.roomLanguageShort,
    },
  });
  // a success without a room: the same refusal as the function's own, so the screen has one text for both
  if (!room?.data?.roomUrl) throw new ApiError('No room was returned', 'room_not_created', null);
  return room.data;
}

/** The URL a participant joins with: Daily's `?t=<token>` convention (the local provider uses the same). */
export const joinUrl = (room: VideoRoom) =>
  `${room.roomUrl}${room.roomUrl.includes('?') ? '&' : '?'}t=${encodeURIComponent(room.token)}`;
