/** Demo destinations: `key` ties properties to them; the rest is the admin's destination record. */
import type { SceneName } from '../../../demo/scenes/scene-catalog.ts';

export type DestinationSeed = {
  key: string;
  /** The scene of the destination's picture. */
  scene: SceneName;
  name: string;
  city: string;
  state: string;
  popularFor: string;
  latitude: string;
  longitude: string;
  description: string;
  isActive: boolean;
};

export const DESTINATIONS: DestinationSeed[] = [
  {
    key: 'goa',
    scene: 'beach',
    name: 'Goa',
    city: 'Panaji',
    state: 'Goa',
    popularFor: 'Beaches, nightlife, Portuguese heritage',
    latitude: '15.490900',
    longitude: '73.827800',
    description:
      'Palm-fringed beaches, whitewashed churches and long lazy lunches of fish curry rice on the Konkan coast.',
    isActive: true,
  },
  {
    key: 'manali',
    scene: 'hills',
    name: 'Manali',
    city: 'Manali',
    state: 'Himachal Pradesh',
    popularFor: 'Snow peaks, trekking, apple orchards',
    latitude: '32.243200',
    longitude: '77.189200',
    description:
      'A Himalayan valley town of deodar forests, river rapids and the road to Rohtang and Solang.',
    isActive: true,
  },
  {
    key: 'jaipur',
    scene: 'desert-palace',
    name: 'Jaipur',
    city: 'Jaipur',
    state: 'Rajasthan',
    popularFor: 'Forts, palaces, bazaars',
    latitude: '26.912400',
    longitude: '75.787300',
    description: 'The Pink City: Amber Fort, Hawa Mahal, block-printed textiles and rooftop dinners at dusk.',
    isActive: true,
  },
  {
    key: 'udaipur',
    scene: 'lake-palace',
    name: 'Udaipur',
    city: 'Udaipur',
    state: 'Rajasthan',
    popularFor: 'Lakes, palaces, sunsets',
    latitude: '24.585400',
    longitude: '73.712500',
    description:
      'The City of Lakes, where white palaces rise out of Lake Pichola against the Aravalli hills.',
    isActive: true,
  },
  {
    key: 'munnar',
    scene: 'tea-garden',
    name: 'Munnar',
    city: 'Munnar',
    state: 'Kerala',
    popularFor: 'Tea gardens, misty hills, wildlife',
    latitude: '10.088900',
    longitude: '77.059500',
    description:
      'Rolling tea estates in the Western Ghats, cool mornings and the Nilgiri tahr of Eravikulam.',
    isActive: true,
  },
  {
    key: 'rishikesh',
    scene: 'river-valley',
    name: 'Rishikesh',
    city: 'Rishikesh',
    state: 'Uttarakhand',
    popularFor: 'Yoga, river rafting, Ganga aarti',
    latitude: '30.086900',
    longitude: '78.267600',
    description: 'Where the Ganga leaves the Himalaya: ashrams, suspension bridges and white-water rafting.',
    isActive: true,
  },
  {
    key: 'coorg',
    scene: 'forest',
    name: 'Coorg',
    city: 'Madikeri',
    state: 'Karnataka',
    popularFor: 'Coffee estates, waterfalls, rainforest',
    latitude: '12.424400',
    longitude: '75.738200',
    description: 'Kodagu’s coffee and pepper plantations, misty hill roads and the roar of Abbey Falls.',
    isActive: true,
  },
  {
    key: 'puducherry',
    scene: 'beach',
    name: 'Puducherry',
    city: 'Puducherry',
    state: 'Puducherry',
    popularFor: 'French Quarter, cafes, promenade',
    latitude: '11.941600',
    longitude: '79.808300',
    description: 'Mustard-yellow villas of the French Quarter, a seaside promenade and Auroville nearby.',
    isActive: true,
  },
  {
    key: 'mumbai',
    scene: 'city',
    name: 'Mumbai',
    city: 'Mumbai',
    state: 'Maharashtra',
    popularFor: 'Sea face, food, city life',
    latitude: '19.076000',
    longitude: '72.877700',
    description:
      'Marine Drive at night, Bandra’s cafes and art-deco Colaba in India’s city that never sleeps.',
    isActive: true,
  },
  {
    key: 'shimla',
    scene: 'hills',
    name: 'Shimla',
    city: 'Shimla',
    state: 'Himachal Pradesh',
    popularFor: 'Colonial hill station, the Ridge, toy train',
    latitude: '31.104800',
    longitude: '77.173400',
    description: 'The old summer capital: the Mall Road, the Ridge, pine slopes and the Kalka toy train.',
    isActive: true,
  },
  {
    key: 'alappuzha',
    scene: 'backwaters',
    name: 'Alappuzha',
    city: 'Alappuzha',
    state: 'Kerala',
    popularFor: 'Backwaters, houseboats, canals',
    latitude: '9.498100',
    longitude: '76.338800',
    description:
      'Kerala’s backwaters: houseboats gliding past paddy fields, coconut groves and village canals.',
    isActive: true,
  },
  {
    key: 'darjeeling',
    scene: 'tea-garden',
    name: 'Darjeeling',
    city: 'Darjeeling',
    state: 'West Bengal',
    popularFor: 'Tea estates, Kanchenjunga views, toy train',
    latitude: '27.041000',
    longitude: '88.266300',
    description: 'Sunrise over Kanchenjunga from Tiger Hill, first-flush tea and the Himalayan railway.',
    isActive: true,
  },
  {
    key: 'varanasi',
    scene: 'river-valley',
    name: 'Varanasi',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    popularFor: 'Ghats, temples, evening aarti',
    latitude: '25.317600',
    longitude: '82.973900',
    description: 'One of the oldest living cities on earth: boat rides at dawn along the ghats of the Ganga.',
    isActive: true,
  },
  {
    key: 'hampi',
    scene: 'desert-palace',
    name: 'Hampi',
    city: 'Hampi',
    state: 'Karnataka',
    popularFor: 'Ruins, boulders, temples',
    latitude: '15.335000',
    longitude: '76.460000',
    description:
      'The boulder-strewn ruins of Vijayanagara on the Tungabhadra; listings open after the monsoon.',
    isActive: false,
  },
];
