/** Why a prospect's disputes are not shown: no such prospect, or the reader is not one of its parties. */
export type DisputesQueryRefusalCode = 'prospect_not_found' | 'not_a_prospect_party';
