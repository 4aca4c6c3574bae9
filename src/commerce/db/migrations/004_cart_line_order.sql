-- Lines keep the order they were added in, also when one call adds several
-- (added_at alone ties within a statement).
ALTER TABLE cart_lines ADD COLUMN position bigint GENERATED ALWAYS AS IDENTITY;
