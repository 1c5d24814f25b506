import type { ComponentType } from 'react';
import { m } from '#i18n/messages.js';
import { MIN_AMENITIES, PHOTO_TARGET } from '../../../domain/rules/listing-wizard.ts';
import type { ListingForm } from '../../../domain/schemas/listings.ts';
import { AddressStep } from './steps/address-step.tsx';
import { AmenitiesStep } from './steps/amenities-step.tsx';
import { BasicsStep } from './steps/basics-step.tsx';
import { DescriptionStep } from './steps/description-step.tsx';
import { LocationStep } from './steps/location-step.tsx';
import { PhotosStep } from './steps/photos-step.tsx';
import { PricingStep } from './steps/pricing-step.tsx';
import { PropertyTypeStep } from './steps/property-type-step.tsx';
import { ReviewStep } from './steps/review-step.tsx';
import { SafetyStep } from './steps/safety-step.tsx';
import { TitleStep } from './steps/title-step.tsx';

export interface WizardStep {
  /** The step's heading (the page's h1 while it shows). */
  title: string;
  /** One sentence under the heading. */
  intro: string;
  screen: ComponentType;
  /** The form fields the step edits: checked against the schema's bounds before leaving it. */
  fields: (keyof ListingForm)[];
}

/** The eleven steps (admin-and-host §2), in order: step n is WIZARD_STEP_LIST[n - 1]. */
export const WIZARD_STEP_LIST: readonly WizardStep[] = [
  {
    title: m.wizard_step_type_title(),
    intro: m.wizard_step_type_intro(),
    screen: PropertyTypeStep,
    fields: ['propertyTypeId'],
  },
  {
    title: m.wizard_step_location_title(),
    intro: m.wizard_step_location_intro(),
    screen: LocationStep,
    fields: ['latitude', 'longitude'],
  },
  {
    title: m.wizard_step_address_title(),
    intro: m.wizard_step_address_intro(),
    screen: AddressStep,
    fields: ['addressLine1', 'addressLine2', 'landmark', 'city', 'state', 'pincode', 'country'],
  },
  {
    title: m.wizard_step_basics_title(),
    intro: m.wizard_step_basics_intro(),
    screen: BasicsStep,
    fields: ['maxGuests', 'bedrooms', 'beds', 'bathrooms'],
  },
  {
    title: m.wizard_step_amenities_title(),
    intro: m.wizard_step_amenities_intro({ min: MIN_AMENITIES }),
    screen: AmenitiesStep,
    fields: ['amenityIds'],
  },
  {
    title: m.wizard_step_photos_title(),
    intro: m.wizard_step_photos_intro({ min: PHOTO_TARGET }),
    screen: PhotosStep,
    fields: ['photos'],
  },
  {
    title: m.wizard_step_title_title(),
    intro: m.wizard_step_title_intro(),
    screen: TitleStep,
    fields: ['title'],
  },
  {
    title: m.wizard_step_description_title(),
    intro: m.wizard_step_description_intro(),
    screen: DescriptionStep,
    fields: ['description'],
  },
  {
    title: m.wizard_step_pricing_title(),
    intro: m.wizard_step_pricing_intro(),
    screen: PricingStep,
    fields: ['basePrice', 'cleaningFee', 'securityDeposit', 'instantBook', 'enableSmartPricing'],
  },
  {
    title: m.wizard_step_safety_title(),
    intro: m.wizard_step_safety_intro(),
    screen: SafetyStep,
    fields: ['safetyDetails', 'nocDocument', 'nocFileName'],
  },
  {
    title: m.wizard_step_review_title(),
    intro: m.wizard_step_review_intro(),
    screen: ReviewStep,
    fields: [],
  },
];

export function wizardStep(step: number): WizardStep {
  const found = WIZARD_STEP_LIST[step - 1];
  if (!found) throw new Error(`No wizard step ${step}`);
  return found;
}
