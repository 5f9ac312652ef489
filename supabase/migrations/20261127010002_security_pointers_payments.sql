-- Security (issue 22, class 4), payments: see 20261127010000_security_pointers.sql for the rule.

-- Payments -------------------------------------------------------------------------------------------
-- Created by create_payment_request (definer), settled by payment_provider_event (service role only).
revoke insert, update on public.payments from authenticated;
