-- Page views of visitors who accepted analytics cookies: counted per day and path, nothing personal.
CREATE TABLE page_views (
  day date NOT NULL,
  path text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path)
);
