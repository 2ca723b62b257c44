-- Organization fields of spec §3 the profile projection keeps (issue 21): partner programme (selects the footer,
-- spec §1), tags, the group it belongs to (module moreThanOneOrganizationStructure) and the registered address.
alter table read.organizations add column if not exists partnership text;
alter table read.organizations add column if not exists tags jsonb not null default '[]'::jsonb;
alter table read.organizations add column if not exists parent_organization_id text;
alter table read.organizations add column if not exists address jsonb;
create index if not exists organizations_parent_idx on read.organizations (parent_organization_id)
  where parent_organization_id is not null;

-- Organizations projected before this column existed: their address from the registration event (a rebuild of
-- the organization-profile projection writes the same).
update read.organizations o
   set address = e.data -> 'address'
  from events e
 where e.stream_id = 'organization-' || o.organization_id
   and e.type = 'OrganizationRegistered'
   and o.address is null
   and e.data ? 'address';
