-- Codes a new shop starts with (listed in the README). The operator CLI adds and disables others.
INSERT INTO discount_codes (code, kind, value, min_subtotal_fils, starts_at, ends_at, usage_limit) VALUES
  ('WELCOME10', 'percentage', 10, 0, NULL, NULL, NULL),
  ('LUCKY25', 'fixed', 2500, 15000, NULL, NULL, NULL),
  ('FIRST50', 'fixed', 5000, 30000, NULL, NULL, 100),
  ('BACK2SCHOOL', 'percentage', 15, 10000, '2026-08-15T00:00:00+04:00', '2026-09-15T23:59:59+04:00', NULL)
ON CONFLICT (code) DO NOTHING;
