/** Why an operator's profile is not shown: it was never saved. */
export type OperatorsQueryRefusalCode = 'operator_profile_not_found';
