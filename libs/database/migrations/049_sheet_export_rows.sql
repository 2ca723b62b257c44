-- The rows of one table of a section with their emissions, in table order, as a spreadsheet export reads them
-- (issue 17). A function so that its plan is made with nested loops off: right after a large import, before
-- autovacuum has analysed the tables, PostgreSQL estimates both sides at one row and joined them in a nested loop
-- that read every emission line of the section for every row (a 10,000-row export took 60 s instead of 0.4 s).
-- A hash or merge join is right at every size an export has. A function with SET is never inlined, so the setting
-- holds for its own plan only.
create or replace function read.sheet_export_rows(organization text, question text, table_key text)
returns table (row_id text, period text, cells jsonb, co2e_kg double precision, factor_source text)
language sql stable
set enable_nestloop = off
as $$
  select r.row_id, r.period, r.cells, l.co2e_kg, l.factor_source
    from read.answer_rows r
    left join read.emission_lines l
      on l.organization_id = r.organization_id and l.question_id = r.question_id and l.row_id = r.row_id
   where r.organization_id = organization and r.question_id = question and r.table_key = sheet_export_rows.table_key
   order by r.ord, r.row_id
$$;
