import { MapPinned } from 'lucide-react';
import { defineScreen } from '../catalogue-screen.ts';

/** Destinations (admin-and-host §2, §3, §5): places travellers search, with a photo. */
export const destinationsScreen = defineScreen({
  catalogue: 'destinations',
  title: 'Destinations',
  intro: 'Places travellers can search for, with the photo shown on the home page.',
  icon: MapPinned,
  loading: 'text',
  empty: {
    title: 'No destinations yet',
    text: 'Add the places travellers can search for, such as Goa or Manali.',
    action: 'Add First Destination',
  },
  fields: [
    { kind: 'text', name: 'name', label: 'Name', placeholder: 'e.g. Goa' },
    { kind: 'text', name: 'city', label: 'City', placeholder: 'e.g. Panaji', half: true },
    { kind: 'text', name: 'state', label: 'State', placeholder: 'e.g. Goa', half: true },
    { kind: 'text', name: 'country', label: 'Country', initial: 'India', half: true },
    { kind: 'text', name: 'popularFor', label: 'Popular for', placeholder: 'e.g. Beaches', half: true },
    { kind: 'decimal', name: 'latitude', label: 'Latitude', placeholder: 'e.g. 15.4909', half: true },
    { kind: 'decimal', name: 'longitude', label: 'Longitude', placeholder: 'e.g. 73.8278', half: true },
    { kind: 'image', name: 'imageUrl', label: 'Photo' },
    { kind: 'textarea', name: 'description', label: 'Description' },
    {
      kind: 'switch',
      name: 'isActive',
      label: 'Active',
      description: 'Travellers see active destinations in search.',
      initial: true,
    },
  ],
  card: (destination) => ({
    title: destination.name,
    photo: destination.imageUrl,
    subtitle: [destination.city, destination.state, destination.country].filter(Boolean).join(', '),
    description: destination.description,
    tags: destination.popularFor ? [{ label: destination.popularFor, tone: 'grey' }] : [],
  }),
});
