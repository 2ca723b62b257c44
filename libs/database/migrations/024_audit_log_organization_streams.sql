-- Issue 13, L2: the audit log keyed every event by the organization its metadata named. The freemium demo's seed
-- appended that company's registration with the Demo company's metadata, so it showed in the Demo company's log.
-- The audit projection now keys an event of an organization's own stream by that organization; this moves the
-- rows an older projector wrote (a rebuild would write the same).
update read.audit_log
   set organization_id = substr(stream_id, length('organization-') + 1)
 where stream_id like 'organization-%'
   and organization_id is distinct from substr(stream_id, length('organization-') + 1);
