import type { ComponentType } from 'react';
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
    title: 'Which of these best describes your place?',
    intro: 'Choose the property type guests will see.',
    screen: PropertyTypeStep,
    fields: ['propertyTypeId'],
  },
  {
    title: 'Where is your place located?',
    intro: 'Search for the address or move the pin. Guests see the exact spot only once they have booked.',
    screen: LocationStep,
    fields: ['latitude', 'longitude'],
  },
  {
    title: 'Confirm your address',
    intro: 'The exact address is shared only with confirmed guests; others see an approximate location.',
    screen: AddressStep,
    fields: ['addressLine1', 'addressLine2', 'landmark', 'city', 'state', 'pincode', 'country'],
  },
  {
    title: 'Share some basics about your place',
    intro: 'How many guests can stay, and how many bedrooms, beds and bathrooms are there?',
    screen: BasicsStep,
    fields: ['maxGuests', 'bedrooms', 'beds', 'bathrooms'],
  },
  {
    title: 'Tell guests what your place has to offer',
    intro: 'Choose at least 3 amenities.',
    screen: AmenitiesStep,
    fields: ['amenityIds'],
  },
  {
    title: 'Add some photos of your place',
    intro: 'Add at least 5 photos. The cover photo leads your listing.',
    screen: PhotosStep,
    fields: ['photos'],
  },
  {
    title: 'Give your place a title',
    intro: 'Short titles work best. Have fun with it: you can always change it later.',
    screen: TitleStep,
    fields: ['title'],
  },
  {
    title: 'Describe your place',
    intro: 'Share what makes your place special, or let us write a first version for you.',
    screen: DescriptionStep,
    fields: ['description'],
  },
  {
    title: 'Set your price',
    intro: 'Prices are in rupees per night. You can change them at any time.',
    screen: PricingStep,
    fields: ['basePrice', 'cleaningFee', 'securityDeposit', 'instantBook', 'enableSmartPricing'],
  },
  {
    title: 'Share safety details',
    intro: 'Tell guests about safety devices, hazards and house rules before they book.',
    screen: SafetyStep,
    fields: ['safetyDetails', 'nocDocument', 'nocFileName'],
  },
  {
    title: 'Review your listing',
    intro: 'Check that everything is complete. Each item takes you back to its step.',
    screen: ReviewStep,
    fields: [],
  },
];

export function wizardStep(step: number): WizardStep {
  const found = WIZARD_STEP_LIST[step - 1];
  if (!found) throw new Error(`No wizard step ${step}`);
  return found;
}
