-- Viewing sessions keep the viewer's user agent (issue 15, statistics): the patient app sends
-- navigator.userAgent and the statistics page derives device type and browser from it with a maintained parser
-- (ua-parser-js), instead of each caller classifying its own browser. p_device_type / p_browser_name /
-- p_browser_version stay accepted for callers that already classify; the page prefers the user agent.
-- Everything else is as in 20261123500100_content_video_views.sql (one statement appends the session and
-- updates the aggregates; RLS of video_statistics; the video must be a published video of the caller's clinic).

drop function public.record_video_view(uuid, numeric, boolean, numeric, text, text, text);

create function public.record_video_view(
  p_video_id uuid,
  p_seconds_played numeric,
  p_is_playback_completed boolean,
  p_video_duration numeric,
  p_device_type text default null,
  p_browser_name text default null,
  p_browser_version text default null,
  p_user_agent text default null
) returns public.video_statistics
language plpgsql security invoker set search_path = '' as $$
declare
  v_clinic uuid;
  v_session jsonb;
  v_day text := to_char(now() at time zone 'Europe/Oslo', 'YYYY-MM-DD');
  v_device text := coalesce(nullif(lower(btrim(p_device_type)), ''), 'unknown');
  v_row public.video_statistics;
begin
  if auth.uid() is null then
    raise exception 'Not signed in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  if p_seconds_played is null or p_seconds_played < 0 or p_video_duration is null or p_video_duration <= 0 then
    raise exception 'Seconds played and a video duration are required' using errcode = '22023', hint = 'invalid_session';
  end if;
  if length(p_user_agent) > 1024 then
    raise exception 'The user agent is too long' using errcode = '22023', hint = 'invalid_session';
  end if;
  select v.clinic_id into v_clinic from public.videos v where v.id = p_video_id and not v.is_draft;
  if v_clinic is null or v_clinic is distinct from (select private.clinic_id()) then
    raise exception 'Video not found' using errcode = 'P0002', hint = 'video_not_found';
  end if;
  v_session := jsonb_build_object(
    'deviceType', v_device, 'browserName', p_browser_name, 'browserVersion', p_browser_version,
    'userAgent', nullif(btrim(p_user_agent), ''),
    'secondsPlayed', least(p_seconds_played, p_video_duration), 'isPlaybackCompleted', coalesce(p_is_playback_completed, false),
    'startDate', now());
  insert into public.video_statistics as s (clinic_id, video_id, user_id, sessions, last_session, video_duration,
    first_view_date, views_by_date, views_by_device_type, total_completed_views_count, uncompleted_views_count)
  values (v_clinic, p_video_id, auth.uid(), jsonb_build_array(v_session), v_session, p_video_duration, now(),
    jsonb_build_object(v_day, 1), jsonb_build_object(v_device, 1),
    case when p_is_playback_completed then 1 else 0 end, case when p_is_playback_completed then 0 else 1 end)
  on conflict (video_id, user_id) do update set
    sessions = s.sessions || jsonb_build_array(v_session),
    last_session = v_session,
    video_duration = p_video_duration,
    first_view_date = coalesce(s.first_view_date, now()),
    views_by_date = s.views_by_date || jsonb_build_object(v_day, coalesce((s.views_by_date ->> v_day)::int, 0) + 1),
    views_by_device_type = s.views_by_device_type
      || jsonb_build_object(v_device, coalesce((s.views_by_device_type ->> v_device)::int, 0) + 1),
    total_completed_views_count = s.total_completed_views_count + case when p_is_playback_completed then 1 else 0 end,
    uncompleted_views_count = s.uncompleted_views_count + case when p_is_playback_completed then 0 else 1 end
  returning * into v_row;
  return v_row;
end
$$;

revoke all on function public.record_video_view(uuid, numeric, boolean, numeric, text, text, text, text) from public, anon;
grant execute on function public.record_video_view(uuid, numeric, boolean, numeric, text, text, text, text)
  to authenticated, service_role;
