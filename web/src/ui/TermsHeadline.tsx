import type { TermsDescription } from '@referrals/contracts';

/**
 * The terms' headline ("Earn up to $1,300 for each prospect you introduce, plus 5% of revenue for 12
 * months") with its amounts in bold; the words are contracts' describeTerms, so every screen says the same.
 */
export function TermsHeadline({ terms }: { terms: TermsDescription }) {
  const amounts = [terms.fixedTotal, terms.revenueShare].filter(
    (amount): amount is string => amount !== null,
  );
  const parts: (string | { bold: string })[] = [];
  let rest = terms.headline;
  for (const amount of amounts) {
    const at = rest.indexOf(amount);
    if (at < 0) continue;
    parts.push(rest.slice(0, at), { bold: amount });
    rest = rest.slice(at + amount.length);
  }
  parts.push(rest);
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? part : <strong key={index}>{part.bold}</strong>,
      )}
    </>
  );
}
