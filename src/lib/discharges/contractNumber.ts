// How long a contract number may be, without the schema module's dependencies, so the lookup form's island
// (src/islands/contractForm.ts) can classify what is typed as the server does (src/lib/addresses/input.ts).

/** Contract numbers are digits (the company's are 6–9 long); 20 leaves room without inviting abuse. */
export const CONTRACT_NUMBER_MAX = 20
