-- Figures of the whole history that are too costly to count on each request at scale (decision 041):
-- the students, the enrollments and their completion, each course's students, the closed weeks of the
-- overview. Counted in the background every FIGURES_REFRESH_SECONDS and kept here, one set at a time,
-- so that the office's pages read them instead of counting a million rows.
CREATE TABLE office_figures (
  figure_set TEXT NOT NULL,
  name TEXT NOT NULL,
  value BIGINT NOT NULL,
  computed_at BIGINT NOT NULL,
  PRIMARY KEY (figure_set, name)
);
