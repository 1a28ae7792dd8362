/** The first of the texts that has something in it, trimmed; null when none has. */
function firstText(...texts: (string | null | undefined)[]): string | null {
  for (const text of texts) {
    const trimmed = text?.trim();
    if (trimmed) return trimmed;
  }
  return null;
}

/** What an offer (a campaign, an award, a reward) is called: its title, else its name, else its slug. */
export function offerDisplayName(offer: {
  title?: string | null;
  name?: string | null;
  slug?: string | null;
}): string {
  return firstText(offer.title, offer.name, offer.slug) ?? '';
}

/** A partner's name, or null when the answer gave none (views show their own fallback text). */
export function partnerDisplayName(
  partner: { name?: string | null } | null | undefined,
): string | null {
  return firstText(partner?.name);
}

/**
 * What a campaign is called on its page: its title, else its name, else its partner's name
 * (a campaign is often known by the partner that offers it), else its slug.
 */
export function campaignDisplayName(campaign: {
  title?: string | null;
  name?: string | null;
  slug?: string | null;
  partner?: { name?: string | null } | null;
}): string {
  return firstText(campaign.title, campaign.name, campaign.partner?.name, campaign.slug) ?? '';
}
