// Demo catalogue: the admin's lists (admin-and-host §3). Order here is the order the lists show.

export const AMENITIES: {
  name: string;
  icon: string;
  category: 'general' | 'guest_favorite';
  description: string;
}[] = [
  { name: 'Wifi', icon: '📶', category: 'general', description: 'Fast wireless internet throughout' },
  {
    name: 'Kitchen',
    icon: '🍳',
    category: 'general',
    description: 'Space where guests can cook their own meals',
  },
  { name: 'Air conditioning', icon: '❄️', category: 'general', description: 'Split AC in the bedrooms' },
  { name: 'Free parking', icon: '🅿️', category: 'general', description: 'Free parking on the premises' },
  { name: 'Washer', icon: '🧺', category: 'general', description: 'Washing machine in the home' },
  { name: 'TV', icon: '📺', category: 'general', description: 'Smart TV with streaming apps' },
  {
    name: 'Workspace',
    icon: '💻',
    category: 'general',
    description: 'A desk and chair suited to a laptop day',
  },
  { name: 'Hot water', icon: '🚿', category: 'general', description: 'Geyser in every bathroom' },
  {
    name: 'Power backup',
    icon: '🔋',
    category: 'general',
    description: 'Inverter backup for lights and fans',
  },
  { name: 'Heating', icon: '🔥', category: 'general', description: 'Room heaters for cold nights' },
  { name: 'First aid kit', icon: '🩹', category: 'general', description: 'Basic first aid supplies' },
  { name: 'Pool', icon: '🏊', category: 'guest_favorite', description: 'Private or shared swimming pool' },
  { name: 'Hot tub', icon: '♨️', category: 'guest_favorite', description: 'Heated outdoor tub' },
  {
    name: 'BBQ grill',
    icon: '🍖',
    category: 'guest_favorite',
    description: 'Charcoal barbecue for evenings outdoors',
  },
  {
    name: 'Beach access',
    icon: '🏖️',
    category: 'guest_favorite',
    description: 'Walk straight onto the beach',
  },
  { name: 'Mountain view', icon: '🏔️', category: 'guest_favorite', description: 'Wake up to the peaks' },
  { name: 'Lake view', icon: '🌅', category: 'guest_favorite', description: 'Views across the water' },
  { name: 'Garden', icon: '🌿', category: 'guest_favorite', description: 'A private garden or lawn' },
  {
    name: 'Breakfast included',
    icon: '🥞',
    category: 'guest_favorite',
    description: 'Home-cooked breakfast every morning',
  },
  { name: 'Bonfire pit', icon: '🪵', category: 'guest_favorite', description: 'Evening bonfire on request' },
];

export const PROPERTY_TYPES: { name: string; icon: string; description: string; isNocRequired: boolean }[] = [
  {
    name: 'Villa',
    icon: '🏡',
    description: 'A whole independent house, often with a garden or pool',
    isNocRequired: false,
  },
  { name: 'Apartment', icon: '🏢', description: 'A flat in a residential building', isNocRequired: false },
  { name: 'Cottage', icon: '🛖', description: 'A cosy standalone cottage', isNocRequired: false },
  {
    name: 'Houseboat',
    icon: '🛶',
    description: 'A kettuvallam on the backwaters; needs a port licence',
    isNocRequired: true,
  },
  { name: 'Farmstay', icon: '🌾', description: 'Stay on a working farm or plantation', isNocRequired: false },
  {
    name: 'Treehouse',
    icon: '🌳',
    description: 'Built among the trees; needs a forest NOC',
    isNocRequired: true,
  },
  {
    name: 'Homestay',
    icon: '🏠',
    description: 'Rooms in a family home, hosts on site',
    isNocRequired: false,
  },
  {
    name: 'Heritage haveli',
    icon: '🏰',
    description: 'A restored mansion or palace wing',
    isNocRequired: true,
  },
  {
    name: 'Glamping tent',
    icon: '⛺',
    description: 'A furnished tent with proper beds',
    isNocRequired: true,
  },
];

export const BADGES: { name: string; description: string }[] = [
  { name: 'Guest favourite', description: 'Among the most loved homes on Basera, by ratings and reviews' },
  { name: 'Superhost', description: 'Hosted by an experienced, highly rated host' },
  { name: 'Rare find', description: 'This place is usually booked' },
  { name: 'New', description: 'Recently listed on Basera' },
  { name: 'Eco stay', description: 'Solar power, rainwater harvesting and local sourcing' },
  { name: 'Work friendly', description: 'Reliable wifi and a dedicated workspace' },
];

export const RATING_PARAMETERS: { name: string; description: string }[] = [
  { name: 'Cleanliness', description: 'How clean and tidy the home was' },
  { name: 'Accuracy', description: 'How well the listing matched the stay' },
  { name: 'Check-in', description: 'How smooth arrival and check-in were' },
  { name: 'Communication', description: 'How responsive and helpful the host was' },
  { name: 'Location', description: 'How convenient and pleasant the area was' },
  { name: 'Value', description: 'Whether the stay was worth the price' },
];

export const CONTACTS: {
  name: string;
  phone: string;
  email: string;
  role: string;
  city: string;
  state: string;
  county: string;
  pincode: string;
}[] = [
  {
    name: 'Basera Guest Support',
    phone: '+91 22 4890 1200',
    email: 'support@basera.example',
    role: 'Support',
    city: 'Mumbai',
    state: 'Maharashtra',
    county: 'Mumbai Suburban',
    pincode: '400050',
  },
  {
    name: 'Reservations Desk',
    phone: '+91 98200 41234',
    email: 'reservations@basera.example',
    role: 'Reservations',
    city: 'Mumbai',
    state: 'Maharashtra',
    county: 'Mumbai City',
    pincode: '400001',
  },
  {
    name: 'Host Helpline',
    phone: '+91 80 4719 5500',
    email: 'hosts@basera.example',
    role: 'Host Support',
    city: 'Bengaluru',
    state: 'Karnataka',
    county: 'Bengaluru Urban',
    pincode: '560001',
  },
  {
    name: 'Safety Line (24x7)',
    phone: '+91 11 4123 9090',
    email: 'safety@basera.example',
    role: 'Safety',
    city: 'New Delhi',
    state: 'Delhi',
    county: 'New Delhi',
    pincode: '110001',
  },
];
