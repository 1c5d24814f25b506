import { useState } from 'react';
import { m } from '#i18n/messages.js';
import { daysBetween } from '../../../../domain/rules/stay-dates.ts';
import { WhenNearViewport } from '../../../components/ui/when-near-viewport.tsx';
import { formatStayRange } from '../../../lib/calendar-dates.ts';
import { fieldBeingChosen } from '../stay-rules.ts';
import type { StayChoiceState } from '../use-stay-choice.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';

/** The page's two-month calendar (one on phones); it shares the stay with the booking card. */
export function StayCalendar({
  propertyId,
  place,
  choice,
}: {
  propertyId: string;
  place: string;
  choice: StayChoiceState;
}) {
  const { checkIn, checkOut } = choice.stay;
  // Tabbed to before it was drawn: drawn at once, its day focused.
  const [focused, setFocused] = useState(false);
  const field = fieldBeingChosen(choice.stay);
  const nights = checkIn && checkOut ? daysBetween(checkIn, checkOut) : 0;
  const heading =
    checkIn && checkOut
      ? place
        ? m.property_calendar_nights_in_place({ count: nights, place })
        : m.property_night_count({ count: nights })
      : field === 'checkOut'
        ? m.property_calendar_select_check_out()
        : m.property_calendar_select_check_in();

  return (
    <section aria-labelledby="stay-calendar-heading" className="border-b border-line py-8">
      <h2 id="stay-calendar-heading" className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        {checkIn ? formatStayRange(choice.stay) : m.property_calendar_add_dates_hint()}
      </p>
      {/* Its month is drawn (and its nights asked for) as the visitor nears it: below the fold, it
          was a phone's longest task after the page's own first render (decision 156). The server
          never draws it: the section is inside DrawLater, whose fallback is what it draws. */}
      <WhenNearViewport
        className="mt-4 overflow-x-auto"
        margin="200px"
        now={focused}
        placeholder={
          // A stop in the tab order where the month will be: focused, it draws the month there.
          <button
            type="button"
            aria-label={m.property_calendar_label()}
            className="block h-85 w-full"
            onFocus={() => setFocused(true)}
          />
        }
      >
        <AvailabilityCalendar
          propertyId={propertyId}
          label={m.property_calendar_label()}
          dates={choice.stay}
          today={choice.today}
          field={field}
          autoFocus={focused}
          onPick={(dates) => choice.setDates(dates)}
        />
      </WhenNearViewport>
      {(checkIn || checkOut) && (
        <button
          type="button"
          onClick={() => choice.setDates({ checkIn: '', checkOut: '' })}
          className="mt-1 min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-text underline underline-offset-2 hover:bg-muted"
        >
          {m.property_clear_dates()}
        </button>
      )}
    </section>
  );
}
