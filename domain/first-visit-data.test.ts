import { describe, expect, it } from 'vitest';
import {
  drawsWithSearch,
  firstScreenAnswersScript,
  firstVisitData,
  firstVisitPage,
} from './first-visit-data.ts';

describe('the API answers a first visit’s page names in its HTML', () => {
  it('are the session and the first results on the home page', () => {
    expect(firstVisitData('/')).toEqual(['/api/auth/session', '/api/properties?guests=2']);
    expect(firstVisitData('/home')).toEqual(['/api/auth/session', '/api/properties?guests=2']);
  });

  it('are the session and the listing on a listing page with a well-formed id', () => {
    expect(firstVisitData('/property/6f66de7f-3942-5f37-9664-e41e7b55a4b2')).toEqual([
      '/api/auth/session',
      '/api/properties/6f66de7f-3942-5f37-9664-e41e7b55a4b2',
    ]);
    expect(firstVisitData('/property/not-an-id')).toEqual([]);
    expect(firstVisitData('/property/6f66de7f-3942-5f37-9664-e41e7b55a4b2/extra')).toEqual([]);
  });

  it('are the session and the sign-in providers on /auth, and nothing on other pages', () => {
    expect(firstVisitData('/auth')).toEqual(['/api/auth/session', '/api/auth/providers']);
    expect(firstVisitData('/trips')).toEqual([]);
    expect(firstVisitData('/search')).toEqual([]);
  });
});

describe('the page a visit opened on, which the web app readies before its first render', () => {
  it('is the home page, /auth or a listing with its id, and null elsewhere', () => {
    expect(firstVisitPage('/')).toEqual({ kind: 'home' });
    expect(firstVisitPage('/home')).toEqual({ kind: 'home' });
    expect(firstVisitPage('/auth')).toEqual({ kind: 'auth' });
    expect(firstVisitPage('/property/6F66DE7F-3942-5f37-9664-e41e7b55a4b2')).toEqual({
      kind: 'listing',
      id: '6F66DE7F-3942-5f37-9664-e41e7b55a4b2',
    });
    expect(firstVisitPage('/property/not-an-id')).toBeNull();
    expect(firstVisitPage('/trips')).toBeNull();
  });
});

describe('the queries a first screen is drawn with on the server (decision 135)', () => {
  const listing = { kind: 'listing', id: '6f66de7f-3942-5f37-9664-e41e7b55a4b2' } as const;

  it('are none on the home page, whose carried results are the unsearched ones', () => {
    expect(drawsWithSearch({ kind: 'home' }, '')).toBe(true);
    expect(drawsWithSearch({ kind: 'home' }, '?location=Goa')).toBe(false);
  });

  it('are any on a listing', () => {
    expect(drawsWithSearch(listing, '')).toBe(true);
    expect(drawsWithSearch(listing, '?checkIn=2027-03-12&checkOut=2027-03-15')).toBe(true);
  });

  it('are none or only the page to return to on /auth, not a reset link or a failed Google sign-in', () => {
    expect(drawsWithSearch({ kind: 'auth' }, '')).toBe(true);
    expect(drawsWithSearch({ kind: 'auth' }, '?next=%2Ftrips')).toBe(true);
    expect(drawsWithSearch({ kind: 'auth' }, '?token=abc')).toBe(false);
    expect(drawsWithSearch({ kind: 'auth' }, '?error=google_failed&next=%2Ftrips')).toBe(false);
  });
});

describe('the answers a drawn page carries (decision 147)', () => {
  it('are a JSON data block no text in them can end, and read back as given', () => {
    const answers = {
      listing: { id: 'x', title: 'Villa </script><script>alert(1)</script> <!-- & "quotes"' },
    };
    const script = firstScreenAnswersScript(answers);
    expect(script.startsWith('<script type="application/json" id="first-screen-answers">')).toBe(true);
    const body = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(answers);
  });
});
