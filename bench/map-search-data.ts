// Listings spread over India for bench/map-search.ts, on top of bench/search-data.ts's data (which
// puts every listing within 0.1° of one of 30 destinations): seven in ten move within about 20 km of
// their destination, as a city's listings are; the other three in ten anywhere in India's box
// (longitude 69-96, latitude 8-35). Deterministic: each position is arithmetic on the listing's rank.
export const INDIA_BOX = '68,6,98,37';

/** A city-sized box around the Goa destination (Candolim, 15.518, 73.762): about 55 by 55 km. */
export const GOA_BOX = '73.51,15.27,74.01,15.77';

export const spreadOverIndia: [string, string][] = [
  [
    'spread over India',
    `update properties p set latitude = s.lat, longitude = s.lng
     from (
       select l.id,
              case when l.n % 10 < 7 then d.latitude + ((l.n * 7919) % 1000 / 1000.0 - 0.5) * 0.4
                   else 8 + (l.n * 104729) % 10000 / 10000.0 * 27 end as lat,
              case when l.n % 10 < 7 then d.longitude + ((l.n * 6007) % 1000 / 1000.0 - 0.5) * 0.4
                   else 69 + (l.n * 15485863) % 10000 / 10000.0 * 27 end as lng
       from (select id, destination_id, row_number() over (order by id) as n from properties) l
       join destinations d on d.id = l.destination_id
     ) s
     where p.id = s.id`,
  ],
  // The update left a dead copy of every row and index entry: rewritten, then analysed.
  ['spread over India', 'vacuum full properties'],
  ['spread over India', 'analyze properties'],
];
