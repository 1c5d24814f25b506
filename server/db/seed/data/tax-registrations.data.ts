// Basera's demo GST registrations (issue 24 §1): one in every state and union territory, at an
// office in its capital or main city. The PAN is made up; each GSTIN is built from it with the
// state's code and a right check character (domain/rules/gstin.ts), so it validates.

export const BASERA_LEGAL_NAME = 'Basera Stays Private Limited';
export const BASERA_PAN = 'AABCB1234K';

/** Per state or union territory (as the app names them), the office's city and PIN code. */
export const BASERA_OFFICES: Record<string, [city: string, pincode: string]> = {
  'Andaman and Nicobar Islands': ['Port Blair', '744101'],
  'Andhra Pradesh': ['Vijayawada', '520001'],
  'Arunachal Pradesh': ['Itanagar', '791111'],
  Assam: ['Guwahati', '781001'],
  Bihar: ['Patna', '800001'],
  Chandigarh: ['Chandigarh', '160017'],
  Chhattisgarh: ['Raipur', '492001'],
  'Dadra and Nagar Haveli and Daman and Diu': ['Daman', '396210'],
  Delhi: ['New Delhi', '110001'],
  Goa: ['Panaji', '403001'],
  Gujarat: ['Ahmedabad', '380009'],
  Haryana: ['Gurugram', '122002'],
  'Himachal Pradesh': ['Shimla', '171001'],
  'Jammu and Kashmir': ['Srinagar', '190001'],
  Jharkhand: ['Ranchi', '834001'],
  Karnataka: ['Bengaluru', '560001'],
  Kerala: ['Kochi', '682011'],
  Ladakh: ['Leh', '194101'],
  Lakshadweep: ['Kavaratti', '682555'],
  'Madhya Pradesh': ['Bhopal', '462011'],
  Maharashtra: ['Mumbai', '400001'],
  Manipur: ['Imphal', '795001'],
  Meghalaya: ['Shillong', '793001'],
  Mizoram: ['Aizawl', '796001'],
  Nagaland: ['Kohima', '797001'],
  Odisha: ['Bhubaneswar', '751001'],
  Puducherry: ['Puducherry', '605001'],
  Punjab: ['Amritsar', '143001'],
  Rajasthan: ['Jaipur', '302001'],
  Sikkim: ['Gangtok', '737101'],
  'Tamil Nadu': ['Chennai', '600001'],
  Telangana: ['Hyderabad', '500001'],
  Tripura: ['Agartala', '799001'],
  'Uttar Pradesh': ['Lucknow', '226001'],
  Uttarakhand: ['Dehradun', '248001'],
  'West Bengal': ['Kolkata', '700001'],
};
