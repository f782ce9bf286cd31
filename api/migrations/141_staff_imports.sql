-- Files staff upload through the staff API (a catalogue, price agreements): their progress, so
-- that any API process can report it while the one that received the file works on it, and their
-- outcome, with what was refused and why. A file is applied in one transaction or not at all.
CREATE TABLE staff_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('catalog', 'agreements')),
  format text NOT NULL CHECK (format IN ('csv', 'json')),
  file_name text NOT NULL DEFAULT '' CHECK (length(file_name) <= 200),
  staff_id uuid REFERENCES staff (id) ON DELETE SET NULL,
  -- receiving → reading → checking → writing → applied; or refused (the file's fault: nothing
  -- changed) or failed (the server's: nothing changed either).
  state text NOT NULL CHECK (state IN ('receiving', 'reading', 'checking', 'writing', 'applied', 'refused', 'failed')),
  bytes_received bigint NOT NULL DEFAULT 0,
  -- The Content-Length the upload announced; null for a chunked upload.
  bytes_total bigint,
  -- Null until the file is read (rows: products of a catalogue, terms of agreements).
  rows_total integer,
  rows_read integer NOT NULL DEFAULT 0,
  rows_checked integer NOT NULL DEFAULT 0,
  rows_written integer NOT NULL DEFAULT 0,
  -- [{ "row": "row 12 (SKU-1)" | null, "reason": "price must be a number …" }], the first 200 (refusal_count says how many).
  refusals jsonb NOT NULL DEFAULT '[]'::jsonb,
  refusal_count integer NOT NULL DEFAULT 0,
  -- A failure's plain message, or what an applied file wrote.
  message text,
  started_at timestamptz NOT NULL DEFAULT now(),
  -- Moved on with the progress: an import whose process stopped is recognised by its silence.
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);

-- One import runs at a time, over all API processes: a second upload is refused (409) while one
-- is under way (both kinds touch the same products, and agreements name SKUs).
CREATE UNIQUE INDEX staff_imports_one_running ON staff_imports ((true)) WHERE state IN ('receiving', 'reading', 'checking', 'writing');
CREATE INDEX staff_imports_started_idx ON staff_imports (started_at DESC);
