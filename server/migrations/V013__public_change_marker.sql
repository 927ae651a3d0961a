-- One row that every instance bumps after its writes change what visitors read (courses, sessions,
-- seats, About content, certificates) and reads twice a second: a change seen here drops the public
-- reads an instance keeps in memory (docs/decisions/026-public-reads-from-memory.md).
CREATE TABLE public_change_marker (
  id INTEGER PRIMARY KEY,
  version BIGINT NOT NULL
);
INSERT INTO public_change_marker (id, version) VALUES (1, 0);
