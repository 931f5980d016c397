import type {
  JoinedOperatorProfile,
  OperatorProfile,
  OperatorProfileSummary,
  PublicOperatorProfile,
} from '@referrals/contracts';

/** The operator as the networker's lists show them; null while the profile is not projected yet. */
export function operatorProfileSummary(profile: PublicOperatorProfile | null): OperatorProfileSummary | null {
  if (!profile) return null;
  return {
    name: profile.fullName,
    fullName: profile.fullName,
    company: profile.company,
    title: profile.title,
    introMessage: profile.introMessage,
    profileImageUrl: profile.profileImageUrl,
    websiteUrl: profile.websiteUrl,
    linkedinUrl: profile.linkedinUrl,
    scheduleLink: profile.scheduleLink,
  };
}

/** The operator's card for a networker who joined one of their invitations: with the direct line they share. */
export function joinedOperatorProfile(profile: OperatorProfile | null): JoinedOperatorProfile | null {
  const summary = operatorProfileSummary(profile);
  return summary && profile
    ? { ...summary, directEmail: profile.directEmail, directPhone: profile.directPhone }
    : null;
}
