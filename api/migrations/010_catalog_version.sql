-- A counter every catalogue write raises, in the same transaction. API instances on a shared
-- PostgreSQL server compare it with the one they loaded and rebuild their in-memory catalogue
-- when an import (from another process or instance) has changed it.
CREATE TABLE catalog_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO catalog_version (version) VALUES (1);
