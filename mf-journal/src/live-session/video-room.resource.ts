import { getSupabase } from 'supabase-client';

export interface VideoRoom {
  roomUrl: string;
  token: string;
  provider: 'daily' | 'local';
}

/** The room could not be made: the cause (the function's `error`, or the network's) for the spec's message. */
export class VideoRoomError extends Error {
  constructor(override readonly cause: string) {
    super(cause);
    this.name = 'VideoRoomError';
  }
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
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke('createRoomForAppointmentV2', {
    body: {
      appointmentId: request.appointmentId,
      ...(request.patientProfileId ? { patientProfileId: request.patientProfileId } : {}),
      patientId: request.patientId,
      therapistId: request.therapistId,
      roomLanguageShort: request.roomLanguageShort,
    },
  });
  if (error) {
    const context = (error as { context?: unknown }).context;
    let cause = error.message;
    if (context instanceof Response) {
      const body = (await context.json().catch(() => null)) as { error?: unknown } | null;
      if (body && typeof body.error === 'string' && body.error) cause = body.error;
    }
    throw new VideoRoomError(cause);
  }
  const room = (data as { data?: VideoRoom; error?: string } | null) ?? null;
  if (!room?.data?.roomUrl) throw new VideoRoomError(room?.error ?? 'No room was returned');
  return room.data;
}

/** The URL a participant joins with: Daily's `?t=<token>` convention (the local provider uses the same). */
export const joinUrl = (room: VideoRoom) =>
  `${room.roomUrl}${room.roomUrl.includes('?') ? '&' : '?'}t=${encodeURIComponent(room.token)}`;
