-- Locations of each organization (LocationAdded / LocationRemoved on the organization stream): the entities of
-- GET /api/organizations/:id and the My company -> Locations page. Kept by the organization-profile projection.
create table if not exists read.locations (
  organization_id text not null,
  location_id text not null,
  name text not null,
  added_at timestamptz not null,
  primary key (organization_id, location_id)
);
