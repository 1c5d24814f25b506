// How long a stay and an availability range may be. Outside the zod schemas (which build on them) so
// the property page reads them without zod (issue 29 §1, decision 111).

/** A stay is at most this many nights. */
export const MAX_STAY_NIGHTS = 365;
/** The availability calendar answers for at most this many nights at once. */
export const MAX_AVAILABILITY_NIGHTS = 400;
