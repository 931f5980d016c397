import type { OperatorProfile, OperatorProfileSummary } from '@referrals/contracts';

/** The operator as the networker's lists show them; null while the profile is not projected yet. */
export function operatorProfileSummary(profile: OperatorProfile | null): OperatorProfileSummary | null {
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
