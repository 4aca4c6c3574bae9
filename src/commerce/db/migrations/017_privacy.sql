-- Privacy rights (docs/decisions/026-account-deletion.md): a deleted account keeps its row, without the person.
-- Its e-mail becomes a placeholder that is not an address, its names empty, and its password hash goes: NULL
-- matches no password. deleted_at says when.
ALTER TABLE customers ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE customers ADD COLUMN deleted_at timestamptz;
