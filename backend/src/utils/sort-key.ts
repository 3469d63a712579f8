// The directory's sort key, computed once when a record changes (src/api/directory/services/tracking.ts) and stored
// in a private column next to the search text: the contract's sortKeyOf, which the phone computes for its own copy.
export { sortKeyOf as sortKey } from '@club/contract';
