// Deliberate omissions for the API check: a name the package's types declare that a page leaves out
// on purpose. One entry per page and name, each with its reason. Keep it short: a deprecated option
// is documented as deprecated, not listed here. Entries that no longer match a missing name fail the
// check, so the list cannot go stale.
//
// Not listed because the checker leaves them out by rule (see packageTypes.ts): names inherited from
// React's or the DOM's types (HTML attributes, `key`, `ref`), and underscore names
// (`_remotionInternal…`, `_internals`, `_experimental…`).

export interface AllowedOmission {
  /** Path relative to content/docs. */
  page: string;
  /** `options` for options/props/parameters, `return` for return-value fields. */
  section: 'options' | 'return';
  name: string;
  reason: string;
}

export const ALLOWED_OMISSIONS: readonly AllowedOmission[] = [];
