-- ---------------------------------------------------------------------------------------------------
-- Billing: the appointment's money columns are written only by checked code (issue 24, security leftover).
--
-- These columns were granted to `authenticated` in 20261122040100 and are read by code that trusts them:
--   is_paid                  create_payment_request / update_payment_info refuse a paid session; a therapist
--                            could mark a session paid without the provider (or unpaid again after a payment,
--                            and so ask the patient to pay twice);
--   is_sent                  the Payments categories; written by create_payment_request;
--   is_payment_item_deleted  hides a session from Payments; written by remove_payment_item — set back to
--                            false it re-opens a removed item for a payment request;
--   updated_payment_info     create_payment_request reads the price and the recipient e-mail from it, the
--                            invoice items their price; written by update_payment_info (validated, notified);
--   room_url                 the live session's video room; written by createRoomForAppointmentV2 with the
--                            service role after its checks.
-- The app writes none of them through the table (mf-billing uses the RPCs above; the room function uses the
-- service role), so revoking the grants keeps every flow. security-grants.test.ts lists them as never writable.
-- ---------------------------------------------------------------------------------------------------
revoke update (is_paid, is_sent, is_payment_item_deleted, updated_payment_info, room_url)
  on public.appointments from authenticated;
