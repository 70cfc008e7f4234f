-- Row-level security does not apply to TRUNCATE, REFERENCES or TRIGGER, and the API roles
-- never need them: take them away from every public table, now and in the future.
revoke truncate, references, trigger on all tables in schema public from anon, authenticated;
alter default privileges in schema public revoke truncate, references, trigger on tables from anon, authenticated;
