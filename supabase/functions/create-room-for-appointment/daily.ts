// The Daily REST API adapter (https://docs.daily.co/reference/rest-api): one private room per appointment
// (`GET /v1/rooms/<name>`, created with `POST /v1/rooms` when missing) and a meeting token per participant
// (`POST /v1/meeting-tokens`, the therapist as owner). Daily answers errors as {error, info}; the cause is
// passed on so the app can show 'Error while creating of Daily meeting room' with it.
// Tested only against a recorded contract with a fake fetch (tests/live-session-daily.test.ts): Daily cannot be
// reached from this repository's machines, so this adapter has never run against Daily.

export interface DailyConfig {
  /** DAILY_API_KEY */
  apiKey: string;
  /** https://api.daily.co/v1 unless DAILY_API_URL says otherwise. */
  baseUrl: string;
  fetch: typeof fetch;
}

export interface RoomRequest {
  /** A stable name for the appointment's room (letters, digits, - and _ ; Daily allows up to 128). */
  name: string;
  /** Unix seconds when the room and the token stop working. */
  expiresAt: number;
  /** The participant the token is for. */
  userId: string;
  userName: string;
  isOwner: boolean;
  /** 'en' or 'no' (roomLanguageShort); Daily's prebuilt UI speaks both. */
  language: string;
}

export interface Room {
  roomUrl: string;
  roomName: string;
  token: string;
}

export class DailyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DailyError';
  }
}

async function call(cfg: DailyConfig, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await cfg.fetch(`${cfg.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${cfg.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new DailyError(0, `Daily could not be reached: ${(err as Error).message}`);
  }
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { info: text.slice(0, 200) };
  }
  return { status: res.status, json };
}

const cause = (status: number, json: Record<string, unknown>) =>
  [json.error, json.info].filter((x) => typeof x === 'string' && x).join(': ') || `HTTP ${status}`;

export async function createRoomWithToken(cfg: DailyConfig, req: RoomRequest): Promise<Room> {
  const lang = req.language === 'no' || req.language === 'nb' ? 'no' : 'en';
  let room = await call(cfg, 'GET', `/rooms/${encodeURIComponent(req.name)}`);
  if (room.status === 404) {
    room = await call(cfg, 'POST', '/rooms', {
      name: req.name,
      privacy: 'private',
      properties: { exp: req.expiresAt, lang, enable_prejoin_ui: true, enable_chat: false, eject_at_room_exp: true },
    });
  }
  if (room.status !== 200 || typeof room.json.url !== 'string') {
    throw new DailyError(room.status, cause(room.status, room.json));
  }
  const token = await call(cfg, 'POST', '/meeting-tokens', {
    properties: {
      room_name: req.name,
      user_id: req.userId,
      user_name: req.userName,
      is_owner: req.isOwner,
      exp: req.expiresAt,
      lang,
    },
  });
  if (token.status !== 200 || typeof token.json.token !== 'string') {
    throw new DailyError(token.status, cause(token.status, token.json));
  }
  return { roomUrl: room.json.url, roomName: req.name, token: token.json.token };
}
