import { m } from '#i18n/messages.js';
import type { Language } from './language/languages.ts';

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

// Names stay English where they are values (the API's, a listing's state, an invoice's place of
// supply); a page or a document shows each in its reader's language (decision 110).
const STATE_NAMES: Readonly<Record<string, (options: { locale?: Language }) => string>> = {
  'Jammu and Kashmir': (options) => m.rules_state_jammu_and_kashmir({}, options),
  'Himachal Pradesh': (options) => m.rules_state_himachal_pradesh({}, options),
  Punjab: (options) => m.rules_state_punjab({}, options),
  Chandigarh: (options) => m.rules_state_chandigarh({}, options),
  Uttarakhand: (options) => m.rules_state_uttarakhand({}, options),
  Haryana: (options) => m.rules_state_haryana({}, options),
  Delhi: (options) => m.rules_state_delhi({}, options),
  Rajasthan: (options) => m.rules_state_rajasthan({}, options),
  'Uttar Pradesh': (options) => m.rules_state_uttar_pradesh({}, options),
  Bihar: (options) => m.rules_state_bihar({}, options),
  Sikkim: (options) => m.rules_state_sikkim({}, options),
  'Arunachal Pradesh': (options) => m.rules_state_arunachal_pradesh({}, options),
  Nagaland: (options) => m.rules_state_nagaland({}, options),
  Manipur: (options) => m.rules_state_manipur({}, options),
  Mizoram: (options) => m.rules_state_mizoram({}, options),
  Tripura: (options) => m.rules_state_tripura({}, options),
  Meghalaya: (options) => m.rules_state_meghalaya({}, options),
  Assam: (options) => m.rules_state_assam({}, options),
  'West Bengal': (options) => m.rules_state_west_bengal({}, options),
  Jharkhand: (options) => m.rules_state_jharkhand({}, options),
  Odisha: (options) => m.rules_state_odisha({}, options),
  Chhattisgarh: (options) => m.rules_state_chhattisgarh({}, options),
  'Madhya Pradesh': (options) => m.rules_state_madhya_pradesh({}, options),
  Gujarat: (options) => m.rules_state_gujarat({}, options),
  'Dadra and Nagar Haveli and Daman and Diu': (options) =>
    m.rules_state_dadra_nagar_haveli_daman_diu({}, options),
  Maharashtra: (options) => m.rules_state_maharashtra({}, options),
  Karnataka: (options) => m.rules_state_karnataka({}, options),
  Goa: (options) => m.rules_state_goa({}, options),
  Lakshadweep: (options) => m.rules_state_lakshadweep({}, options),
  Kerala: (options) => m.rules_state_kerala({}, options),
  'Tamil Nadu': (options) => m.rules_state_tamil_nadu({}, options),
  Puducherry: (options) => m.rules_state_puducherry({}, options),
  'Andaman and Nicobar Islands': (options) => m.rules_state_andaman_and_nicobar_islands({}, options),
  Telangana: (options) => m.rules_state_telangana({}, options),
  'Andhra Pradesh': (options) => m.rules_state_andhra_pradesh({}, options),
  Ladakh: (options) => m.rules_state_ladakh({}, options),
  'Other Territory': (options) => m.rules_state_other_territory({}, options),
};

/**
 * A state's name as a reader is shown it, in `language` (by default the one being written):
 * 'Maharashtra' → 'महाराष्ट्र' in Hindi. A name the list does not know is shown as it is.
 */
export function gstStateName(state: string, language?: Language): string {
  if (!Object.hasOwn(STATE_NAMES, state)) return state;
  return STATE_NAMES[state]!(language ? { locale: language } : {});
}
