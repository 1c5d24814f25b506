// The states and union territories a listing can be in, named as Basera names them everywhere: the
// gazetteer's names (country-state-city, server/integrations/geo/gazetteer.ts), which the listing
// wizard's address search fills in and the seed uses. The place of supply of lodging is where the
// property is (IGST Act s.12(3)(b)), so a listing's state is its place of supply.

const STATES_AND_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export type PlaceOfSupply = (typeof STATES_AND_UNION_TERRITORIES)[number];

/**
 * Union territories without a legislature, where UTGST is levied instead of SGST (UTGST Act s.2(8)
 * and s.7). Delhi, Puducherry and Jammu and Kashmir have legislatures and levy SGST.
 */
const UTGST_TERRITORIES: ReadonlySet<PlaceOfSupply> = new Set<PlaceOfSupply>([
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Ladakh',
  'Lakshadweep',
]);

const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').replace(/ & /g, ' and ').toLowerCase();
const byComparableName = new Map(STATES_AND_UNION_TERRITORIES.map((name) => [comparable(name), name]));

/** The state or union territory so named (any case, extra spaces, "&" for "and"), or null. */
export function placeOfSupplyNamed(name: string): PlaceOfSupply | null {
  return byComparableName.get(comparable(name)) ?? null;
}

/** Which tax stands beside CGST in this place: SGST in a state, UTGST in a UT without a legislature. */
export function stateLevyOf(place: PlaceOfSupply): 'sgst' | 'utgst' {
  return UTGST_TERRITORIES.has(place) ? 'utgst' : 'sgst';
}

/** Every name accepted, in alphabetical order (for a select or a test). */
export const PLACES_OF_SUPPLY: readonly PlaceOfSupply[] = STATES_AND_UNION_TERRITORIES;
