// Demo people. The three demo accounts can sign in (README lists them); other owners and guests
// exist so listings have hosts and reviews have authors, and have no password.

export type PersonSeed = {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: 'customer' | 'owner' | 'admin';
  isProfileComplete: boolean;
  /** Only for the demo accounts. */
  password?: string;
};

export const DEMO_CUSTOMER: PersonSeed = {
  key: 'asha',
  email: 'customer@basera.example',
  password: 'Customer123',
  firstName: 'Asha',
  lastName: 'Verma',
  phone: '+91 98765 43210',
  role: 'customer',
  isProfileComplete: false,
};

export const DEMO_OWNER: PersonSeed = {
  key: 'rohan',
  email: 'owner@basera.example',
  password: 'Owner1234',
  firstName: 'Rohan',
  lastName: 'Mehta',
  phone: '+91 99200 11223',
  role: 'owner',
  isProfileComplete: true,
};

export const DEMO_ADMIN: PersonSeed = {
  key: 'admin',
  email: 'admin@basera.example',
  password: 'Admin1234',
  firstName: 'Basera',
  lastName: 'Admin',
  phone: '+91 22 4890 1201',
  role: 'admin',
  isProfileComplete: true,
};

export const DEMO_ACCOUNTS = [DEMO_CUSTOMER, DEMO_OWNER, DEMO_ADMIN];

const owner = (key: string, firstName: string, lastName: string, phone: string): PersonSeed => ({
  key,
  email: `${key}.host@basera.example`,
  firstName,
  lastName,
  phone,
  role: 'owner',
  isProfileComplete: true,
});

export const OTHER_OWNERS: PersonSeed[] = [
  owner('priya', 'Priya', 'Nair', '+91 94470 55612'),
  owner('vikram', 'Vikram', 'Rathore', '+91 94140 77345'),
  owner('tenzing', 'Tenzing', 'Bhutia', '+91 94340 20981'),
];

const guest = (key: string, firstName: string, lastName: string, phone: string): PersonSeed => ({
  key,
  email: `${key}.guest@basera.example`,
  firstName,
  lastName,
  phone,
  role: 'customer',
  isProfileComplete: false,
});

export const GUESTS: PersonSeed[] = [
  guest('karan', 'Karan', 'Malhotra', '+91 98110 23456'),
  guest('neha', 'Neha', 'Iyer', '+91 98450 67890'),
  guest('arjun', 'Arjun', 'Reddy', '+91 99490 12345'),
  guest('meera', 'Meera', 'Krishnan', '+91 94440 98765'),
  guest('sanjay', 'Sanjay', 'Gupta', '+91 98300 45678'),
  guest('fatima', 'Fatima', 'Sheikh', '+91 98670 34567'),
  guest('ananya', 'Ananya', 'Das', '+91 97480 56789'),
];

/** Which owner hosts the properties of each destination. */
export const OWNER_BY_DESTINATION: Record<string, string> = {
  goa: 'rohan',
  mumbai: 'rohan',
  puducherry: 'rohan',
  coorg: 'rohan',
  munnar: 'priya',
  alappuzha: 'priya',
  jaipur: 'vikram',
  udaipur: 'vikram',
  varanasi: 'vikram',
  manali: 'tenzing',
  shimla: 'tenzing',
  rishikesh: 'tenzing',
  darjeeling: 'tenzing',
};

/** Review texts; the seed picks from these by a fixed random sequence. */
export const REVIEW_COMMENTS = [
  'Spotless home and a warm welcome. The host shared great tips for local food.',
  'Exactly like the photos. Beds were comfortable and the hot water never ran out.',
  'Lovely stay! Check-in was smooth and the caretaker was very helpful.',
  'The view from the balcony was worth every rupee. Would book again.',
  'Great location, easy to get around. A little noisy on the weekend but fine overall.',
  'We came as a family of five and had plenty of space. Kids loved the garden.',
  'Good value for money. Wifi was fast enough for video calls.',
  'Peaceful and beautifully kept. Breakfast was delicious, especially the parathas.',
  'Host responded within minutes every time. Felt very safe as a solo traveller.',
  'The kitchen was well stocked and the neighbourhood was quiet at night.',
  'A bit hard to find in the dark, but the host guided us on the phone. Superb stay.',
  'Clean rooms, friendly staff and a perfect base for exploring.',
  'Slightly smaller than expected but cosy and very well maintained.',
  'Our third stay here and it keeps getting better.',
  'Power cut one evening but the backup kicked in instantly. No complaints.',
  'Sunsets from the terrace were magical. Highly recommended for couples.',
];
