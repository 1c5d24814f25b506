// GST state codes (the first two characters of a GSTIN), as the GST portal lists them, with the
// state or union territory each stands for, named as the app names them (the country-state-city
// list that listings and the seed use). 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014)
// are older codes still found on GSTINs; 97 is "Other Territory" (offshore areas).

export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Dadra and Nagar Haveli and Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** The 36 states and union territories, each with the code a new registration there gets. */
export const GST_STATES: readonly { state: string; code: string }[] = Object.entries(GST_STATE_CODES)
  .filter(([code]) => !['25', '28', '97'].includes(code))
  .map(([code, state]) => ({ state, code }))
  .sort((a, b) => a.state.localeCompare(b.state));

export const GST_STATE_NAMES = GST_STATES.map((s) => s.state) as [string, ...string[]];

/** The state or union territory a GSTIN's state code stands for; undefined for no real code. */
export const stateOfGstin = (gstin: string): string | undefined => GST_STATE_CODES[gstin.slice(0, 2)];
