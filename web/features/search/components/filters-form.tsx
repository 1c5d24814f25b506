import { type FormEvent, useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import { useAmenities, usePropertyTypes } from '../../../api/catalogues.ts';
import { Button } from '../../../components/ui/button.tsx';
import { RupeeField } from '../../../components/ui/rupee-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { noFilters, type SearchFiltersPart } from '../search-query.ts';
import { checkPriceRange, type PriceDraft, type PriceRangeCheck, priceDraftOf } from './price-range.ts';

// Fetched when the Filters dialog first opens (filters-dialog.tsx), not with the home page.

type Props = {
  value: SearchFiltersPart;
  onApply: (filters: SearchFiltersPart) => void;
};

const legendClass = 'text-base font-semibold text-fg';
/** A choice (radio or checkbox) whose whole row is the tap target (at least 44 px tall). */
const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm text-fg ' +
  'hover:border-fg has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring';

/** The filters' form: price range, property type and amenities; Apply and Clear. */
export function FiltersForm({ value, onApply }: Props) {
  const types = usePropertyTypes(true);
  const amenities = useAmenities(true);
  const [price, setPrice] = useState<PriceDraft>(() => priceDraftOf(value));
  const [errors, setErrors] = useState<PriceRangeCheck['errors']>({});
  const [typeId, setTypeId] = useState(value.propertyTypeId);
  const [amenityIds, setAmenityIds] = useState<string[]>(value.amenityIds);
  const name = useId();

  // A field's message shows once it has been left (or on Apply) and clears as soon as it is right.
  const recheck = (next: PriceDraft, shown: PriceRangeCheck['errors']) => {
    const { errors: found } = checkPriceRange(next);
    return { min: shown.min ? found.min : undefined, max: shown.max ? found.max : undefined };
  };
  const changePrice = (patch: Partial<PriceDraft>) => {
    const next = { ...price, ...patch };
    setPrice(next);
    setErrors((shown) => recheck(next, shown));
  };
  const blur = (field: keyof PriceDraft) => () => {
    const found = checkPriceRange(price).errors;
    setErrors((shown) => ({ ...shown, [field]: found[field], ...(field === 'min' && { max: found.max }) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPriceRange(price);
    setErrors(checked.errors);
    if (!checked.range) {
      const firstBad = (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>(
        '[aria-invalid="true"]',
      );
      firstBad?.focus();
      return;
    }
    onApply({ ...checked.range, propertyTypeId: typeId, amenityIds });
  };
  const toggleAmenity = (id: string, on: boolean) =>
    setAmenityIds((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));

  const activeAmenities = (amenities.data ?? []).filter((a) => a.isActive);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <fieldset>
        <legend className={legendClass}>{m.search_filters_price()}</legend>
        <div className="mt-3 flex gap-3">
          <RupeeField
            label={m.search_filters_min_price()}
            placeholder={m.search_filters_any()}
            className="min-w-0 flex-1"
            value={price.min}
            error={errors.min}
            onChange={(event) => changePrice({ min: event.target.value })}
            onBlur={blur('min')}
          />
          <RupeeField
            label={m.search_filters_max_price()}
            placeholder={m.search_filters_any()}
            className="min-w-0 flex-1"
            value={price.max}
            error={errors.max}
            onChange={(event) => changePrice({ max: event.target.value })}
            onBlur={blur('max')}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{m.search_filters_property_type()}</legend>
        {types.isPending ? (
          <Spinner className="mt-3 size-5" label={m.search_filters_loading_types()} />
        ) : types.isError ? (
          <p className="mt-3 text-sm text-fg-muted">{m.search_filters_types_error()}</p>
        ) : (
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {[{ id: '', name: m.search_filters_any_type(), icon: null }, ...types.data].map((type) => (
              <label key={type.id || 'any'} className={choiceClass}>
                <input
                  type="radio"
                  name={name}
                  value={type.id}
                  checked={typeId === type.id}
                  onChange={() => setTypeId(type.id)}
                  className="size-4 accent-brand"
                />
                {type.icon && !type.icon.includes('/') && <span aria-hidden="true">{type.icon}</span>}
                <span className="min-w-0 leading-tight break-words">{type.name}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{m.search_filters_amenities()}</legend>
        <p className="mt-1 text-sm text-fg-muted">{m.search_filters_amenities_hint()}</p>
        {amenities.isPending ? (
          <Spinner className="mt-3 size-5" label={m.search_filters_loading_amenities()} />
        ) : amenities.isError ? (
          <p className="mt-3 text-sm text-fg-muted">{m.search_filters_amenities_error()}</p>
        ) : (
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {activeAmenities.map((amenity) => (
              <label key={amenity.id} className={choiceClass}>
                <input
                  type="checkbox"
                  checked={amenityIds.includes(amenity.id)}
                  onChange={(event) => toggleAmenity(amenity.id, event.target.checked)}
                  className="size-4 shrink-0 accent-brand"
                />
                {amenity.icon && !amenity.icon.includes('/') && (
                  <span aria-hidden="true">{amenity.icon}</span>
                )}
                <span className="min-w-0 leading-tight break-words">{amenity.name}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <div className="sticky -bottom-6 -mx-6 -mb-6 flex justify-between gap-3 border-t border-line bg-surface px-6 py-4">
        <Button variant="outline" onClick={() => onApply(noFilters)}>
          {m.search_filters_clear()}
        </Button>
        <Button type="submit">{m.search_filters_apply()}</Button>
      </div>
    </form>
  );
}
