-- VSME B3 (issue 23): the energy behind each emission line, so the climate report sums MWh by carrier and
-- renewable share from the same lines as the emissions. energy_kwh is null for a gap (a row that used energy but
-- gives no kWh, e.g. a vehicle entered by distance; energy_note says why) and all four are null for lines that
-- are not energy use. Lines written before this migration have no energy until `rebuild answers`.
alter table read.emission_lines add column if not exists energy_carrier text;
alter table read.emission_lines add column if not exists energy_kwh double precision;
alter table read.emission_lines add column if not exists renewable_kwh double precision;
alter table read.emission_lines add column if not exists energy_note text;
