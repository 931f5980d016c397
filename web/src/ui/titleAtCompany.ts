/**
 * A person's role, written the same everywhere: "VP Sales at Stripe", or whichever of the two is known
 * ('' when neither is).
 */
export function titleAtCompany(title: string | null | undefined, company: string | null | undefined): string {
  return [title, company].filter((part) => part?.trim()).join(' at ');
}
