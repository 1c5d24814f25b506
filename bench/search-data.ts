// Set-based data for bench/search.ts: every table is filled by one INSERT ... SELECT over
// generate_series, on PostgreSQL and PGlite alike (plain SQL, one statement per call).
// Ids are made from (kind, number), so rows find each other by arithmetic instead of lookups.
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client.ts';

export type DataSize = { listings: number; bookings: number; owners: number; guests: number };

/** A uuid from a kind and a number: kind 1 users, 2 listings, 3 destinations, 4 amenities, ... */
const uid = (kind: number, n: string) =>
  `(lpad(to_hex(${kind}), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

export const listingId = (i: number) =>
  `${(2).toString(16).padStart(8, '0')}-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

// [name, city, state, latitude, longitude]
export const DESTINATIONS: [string, string, string, number, number][] = [
  ['Goa', 'Candolim', 'Goa', 15.518, 73.762],
  ['Manali', 'Manali', 'Himachal Pradesh', 32.24, 77.189],
  ['Udaipur', 'Udaipur', 'Rajasthan', 24.585, 73.712],
  ['Jaipur', 'Jaipur', 'Rajasthan', 26.912, 75.787],
  ['Munnar', 'Munnar', 'Kerala', 10.089, 77.06],
  ['Rishikesh', 'Rishikesh', 'Uttarakhand', 30.087, 78.268],
  ['Shimla', 'Shimla', 'Himachal Pradesh', 31.104, 77.173],
  ['Ooty', 'Ooty', 'Tamil Nadu', 11.41, 76.695],
  ['Coorg', 'Madikeri', 'Karnataka', 12.42, 75.739],
  ['Alleppey', 'Alappuzha', 'Kerala', 9.498, 76.338],
  ['Darjeeling', 'Darjeeling', 'West Bengal', 27.036, 88.263],
  ['Jaisalmer', 'Jaisalmer', 'Rajasthan', 26.915, 70.908],
  ['Varanasi', 'Varanasi', 'Uttar Pradesh', 25.317, 82.974],
  ['Pondicherry', 'Puducherry', 'Puducherry', 11.914, 79.815],
  ['Gokarna', 'Gokarna', 'Karnataka', 14.55, 74.318],
  ['Hampi', 'Hampi', 'Karnataka', 15.335, 76.46],
  ['Leh', 'Leh', 'Ladakh', 34.152, 77.577],
  ['Mussoorie', 'Mussoorie', 'Uttarakhand', 30.459, 78.064],
  ['Nainital', 'Nainital', 'Uttarakhand', 29.38, 79.463],
  ['Kasol', 'Kasol', 'Himachal Pradesh', 32.01, 77.315],
  ['Lonavala', 'Lonavala', 'Maharashtra', 18.753, 73.405],
  ['Mahabaleshwar', 'Mahabaleshwar', 'Maharashtra', 17.924, 73.658],
  ['Wayanad', 'Kalpetta', 'Kerala', 11.608, 76.083],
  ['Varkala', 'Varkala', 'Kerala', 8.737, 76.716],
  ['Kodaikanal', 'Kodaikanal', 'Tamil Nadu', 10.238, 77.489],
  ['Pushkar', 'Pushkar', 'Rajasthan', 26.49, 74.551],
  ['Gangtok', 'Gangtok', 'Sikkim', 27.338, 88.606],
  ['Shillong', 'Shillong', 'Meghalaya', 25.578, 91.893],
  ['Andaman', 'Port Blair', 'Andaman and Nicobar Islands', 11.623, 92.726],
  ['Mumbai', 'Mumbai', 'Maharashtra', 19.076, 72.878],
];
const TYPES = ['Villa', 'Apartment', 'Cottage', 'Houseboat', 'Treehouse', 'Homestay', 'Farmhouse', 'Cabin'];
const AMENITIES = 20;
const BADGES = ['Guest favourite', 'Superhost', 'Rare find', 'New', 'Great location'];
const RATING_PARAMETERS = ['Cleanliness', 'Accuracy', 'Check-in', 'Communication', 'Location', 'Value'];

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const values = (rows: (string | number)[][]) =>
  rows.map((r) => `(${r.map((v) => (typeof v === 'number' ? v : quote(v))).join(', ')})`).join(',\n');

/** The statements, in order, with a label each (printed with its time). */
export function dataStatements({
  listings: L,
  bookings: B,
  owners: O,
  guests: G,
}: DataSize): [string, string][] {
  const D = DESTINATIONS.length;
  const slots = Math.ceil(B / L); // bookings per listing (at most 50: one per week of the year)
  return [
    [
      'users',
      `insert into users (id, email, first_name, last_name, role, created_at)
       select ${uid(1, 'n')}, 'bench' || n || '@example.in', 'Person' || n, 'Bench',
              (case when n < ${O} then 'owner' else 'customer' end)::user_role, now() - n * interval '1 day'
       from generate_series(0, ${O + G - 1}) n`,
    ],
    [
      'catalogue',
      `insert into destinations (id, name, city, state, latitude, longitude)
       select ${uid(3, 'v.n')}, v.name, v.city, v.state, v.lat, v.lng
       from (values ${values(DESTINATIONS.map((d, n) => [n, ...d]))}) v(n, name, city, state, lat, lng)`,
    ],
    [
      'catalogue',
      `insert into property_types (id, name) select ${uid(6, 'v.n')}, v.name
       from (values ${values(TYPES.map((t, n) => [n, t]))}) v(n, name)`,
    ],
    [
      'catalogue',
      `insert into amenities (id, name) select ${uid(4, 'n')}, 'Amenity ' || n from generate_series(0, ${AMENITIES - 1}) n`,
    ],
    [
      'catalogue',
      `insert into badges (id, name, created_at) select ${uid(5, 'v.n')}, v.name, now() + v.n * interval '1 second'
       from (values ${values(BADGES.map((b, n) => [n, b]))}) v(n, name)`,
    ],
    [
      'catalogue',
      `insert into rating_parameters (id, name) select ${uid(7, 'v.n')}, v.name
       from (values ${values(RATING_PARAMETERS.map((r, n) => [n, r]))}) v(n, name)`,
    ],
    [
      'listings',
      `insert into properties (id, owner_id, property_type_id, destination_id, status, title, description,
         address_line1, city, state, pincode, latitude, longitude, max_guests, bedrooms, beds, bathrooms,
         base_price, cleaning_fee, service_fee, instant_book, created_at, updated_at)
       select ${uid(2, 'i')}, ${uid(1, `i % ${O}`)}, ${uid(6, `(i * 7) % ${TYPES.length}`)}, d.id, 'approved',
              (array[${TYPES.map(quote).join(', ')}])[1 + (i * 7) % ${TYPES.length}] || ' in ' || d.city || ' #' || i,
              'A bench listing', i || ' Bench Road', d.city, d.state, '400001',
              d.latitude + (i % 100) * 0.001, d.longitude + (i % 97) * 0.001,
              1 + (i * 13) % 16, 1 + i % 5, 1 + i % 7, 1 + i % 3,
              1000 + (i * 7919) % 49001, 500, 300, i % 4 = 0,
              now() - (i % 700) * interval '1 day' - i * interval '1 second',
              now() - (i % 700) * interval '1 day'
       from generate_series(0, ${L - 1}) i
       join destinations d on d.id = ${uid(3, `(i * 11) % ${D}`)}`,
    ],
    [
      'photos',
      `insert into property_photos (property_id, url, sort_order, is_main_photo)
       select ${uid(2, 'i')}, '/bench/photos/' || i || '-' || k || '.jpg', k, k = 1
       from generate_series(0, ${L - 1}) i, generate_series(0, 3) k`,
    ],
    [
      'amenities',
      `insert into property_amenities (property_id, amenity_id)
       select ${uid(2, 'i')}, ${uid(4, `(i + k * 4) % ${AMENITIES}`)}
       from generate_series(0, ${L - 1}) i, generate_series(0, 3 + i % 2) k`,
    ],
    [
      'badges',
      `insert into property_badges (property_id, badge_id)
       select ${uid(2, 'i')}, ${uid(5, `(i / 3) % ${BADGES.length}`)} from generate_series(0, ${L - 1}, 3) i`,
    ],
    [
      'reviews',
      `insert into reviews (id, property_id, guest_id, comment, created_at)
       select ${uid(8, 'j')}, ${uid(2, `(j::bigint * j * 31 + j * 7) % ${L}`)}, ${uid(1, `${O} + j % ${G}`)},
              'Lovely stay', now() - (j % 300) * interval '1 day'
       from generate_series(0, ${L - 1}) j`,
    ],
    // The ratings triggers (migration 0007) refresh each touched listing per statement; over 300,000
    // rows in one statement that ran for minutes, so they are off for this insert and the same
    // figures (a review's rating is the mean of its scores, a listing's the mean of those) are set
    // in one UPDATE after it.
    ['review ratings', 'alter table review_ratings disable trigger user'],
    [
      'review ratings',
      `insert into review_ratings (review_id, rating_parameter_id, score)
       select ${uid(8, 'j')}, ${uid(7, 'p')}, 2 + (j * 7 + p * 3 + j / 3) % 4
       from generate_series(0, ${L - 1}) j, generate_series(0, ${RATING_PARAMETERS.length - 1}) p`,
    ],
    ['review ratings', 'alter table review_ratings enable trigger user'],
    [
      'review ratings',
      `update properties p set average_rating = s.average, total_reviews = s.reviews
       from (select r.property_id, round(avg(r.rating), 2) as average, count(*)::int as reviews
             from (select rv.property_id, avg(rr.score) as rating
                   from reviews rv join review_ratings rr on rr.review_id = rv.id group by rv.id) r
             group by r.property_id) s
       where p.id = s.property_id`,
    ],
    [
      'bookings',
      // Slot k of listing i is in week (11k + i) mod 52 of the year from four weeks ago: distinct
      // weeks per listing, 2-5 nights inside the week, so no two overlap (bookings_no_overlap).
      `insert into bookings (property_id, guest_id, check_in, check_out, adults, nights, nightly_rate,
         total_amount, status, payment_status, payment_method, hold_expires_at)
       select ${uid(2, `j % ${L}`)}, ${uid(1, `${O} + j % ${G}`)}, s.check_in, s.check_in + s.nights, 2,
              s.nights, 4500, 4500 * s.nights,
              (case when j % 10 < 7 then 'confirmed' else 'pending' end)::booking_status,
              (case when j % 10 < 7 then 'paid' else 'pending' end)::payment_status, 'contact',
              case when j % 10 < 7 then null else now() + interval '1 day' end
       from generate_series(0, ${B - 1}) j,
       lateral (select current_date - 28 + 7 * (((j / ${L}) * 11 + j % ${L}) % 52) + (j % ${L}) % 5 as check_in,
                       2 + ((j % ${L}) + j / ${L}) % 4 as nights) s`,
    ],
    [
      'blocked dates',
      // Every other listing blocks a week that none of its bookings uses.
      `insert into blocked_dates (property_id, start_date, end_date, reason)
       select ${uid(2, 'i')}, b.start_date, b.start_date + 3 + i % 4, 'Owner stay'
       from generate_series(0, ${L - 1}, 2) i,
       lateral (select current_date - 28 + 7 * ((${slots} * 11 + i) % 52) + i % 5 as start_date) b`,
    ],
    ['vacuum analyze', 'vacuum analyze'],
  ];
}

/** Fills an empty migrated database; returns the seconds each step took. */
export async function generateData(db: Database, size: DataSize): Promise<Map<string, number>> {
  if (size.bookings > 50 * size.listings) throw new Error('at most 50 bookings per listing (one a week)');
  const times = new Map<string, number>();
  for (const [label, statement] of dataStatements(size)) {
    const started = performance.now();
    await db.execute(sql.raw(statement));
    times.set(label, (times.get(label) ?? 0) + (performance.now() - started) / 1000);
  }
  return times;
}
