/** Where the tutorial's edges lead, for an invitation slug. */
export function invitationPageWithInvitation(slug: string): string {
  const encoded = encodeURIComponent(slug);
  return `/networker_invitation_page/${encoded}?invitation=${encoded}`;
}

export function networkerRegistrationPage(slug: string): string {
  return `/networker-registration/${encodeURIComponent(slug)}/register`;
}
