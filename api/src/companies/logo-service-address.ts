/**
 * Whether a logo stored in the shared catalogue is an address of the configured logo service, the
 * only place the server's own lookup takes logos from. Registrations before issue 25 took an
 * operator's logoUrl as the company's logo for everyone: such a logo is not shown (the stored events
 * stay as they were written). With no logo service configured, no stored logo is trusted.
 */
export function isLogoServiceAddress(logoUrl: string, logoUrlTemplate: string | null): boolean {
  if (!logoUrlTemplate) return false;
  const prefix = logoUrlTemplate.slice(0, logoUrlTemplate.indexOf('{domain}'));
  try {
    const service = new URL(logoUrlTemplate.replace('{domain}', 'example.com'));
    return new URL(logoUrl).origin === service.origin && logoUrl.startsWith(prefix);
  } catch {
    return false;
  }
}
