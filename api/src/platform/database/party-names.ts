/**
 * A party's display name in read-model SQL: their profile's name when they have one, else the
 * account's. Use with `partyNameJoins`, which joins the tables under the aliases these read.
 */
export const OPERATOR_NAME = `COALESCE(NULLIF(op.profile->>'fullName', ''), ou.name, '')`;
export const NETWORKER_NAME = `COALESCE(NULLIF(np.full_name, ''), nu.name, '')`;

/** Joins the profiles and accounts of the operator and networker named by these columns. */
export const partyNameJoins = (operatorIdColumn: string, networkerIdColumn: string): string => `
  LEFT JOIN operator_profiles op ON op.user_id = ${operatorIdColumn}
  LEFT JOIN users ou ON ou.id = ${operatorIdColumn}
  LEFT JOIN networker_profiles np ON np.user_id = ${networkerIdColumn}
  LEFT JOIN users nu ON nu.id = ${networkerIdColumn}`;
