// House rules and safety notes the listings draw from (the detail page's "Things to know").

export const HOUSE_RULES = [
  'No smoking indoors. No parties or events. Quiet hours 10 pm to 7 am. Smoke alarm installed.',
  'Pets allowed on request. No smoking. Please switch off the AC and lights when you go out. Smoke alarm installed.',
  'Valid photo ID required for every guest at check-in. No outside visitors after 9 pm. Security deposit required.',
  'Suitable for children. No loud music after 10 pm. Please respect the neighbours and the local customs.',
];

export const SAFETY_DETAILS = [
  'Smoke alarm and fire extinguisher on every floor, first-aid kit in the kitchen, CCTV at the entrance only, and a caretaker living on the premises.',
  'Fire extinguisher near the kitchen, smoke alarms in the bedrooms, emergency numbers posted by the door and a 24x7 caretaker reachable by phone.',
  'Gated property with a night watchman, carbon monoxide and smoke alarms, a first-aid kit and the nearest hospital 15 minutes away by road.',
];
