/** The draft of a tender's proposal form (it survives a session-expiry reload): `tenders:proposal:<tenderId>`. */
export const proposalDraftKey = (tenderId: number): string => `tenders:proposal:${tenderId}`;
