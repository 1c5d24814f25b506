import { Star } from 'lucide-react';
import { defineScreen } from '../catalogue-screen.ts';

/** Rating parameters (admin-and-host §2, §3, §5): what guests score in a review. */
export const ratingParametersScreen = defineScreen({
  catalogue: 'ratingParameters',
  title: 'Rating Parameters',
  intro: 'What guests score when they review a stay, such as Cleanliness.',
  icon: Star,
  loading: 'text',
  empty: {
    title: 'No rating parameters yet',
    text: 'Add what guests score in a review, such as Cleanliness or Location.',
    action: 'Add First Rating Parameter',
  },
  fields: [
    { kind: 'text', name: 'name', label: 'Name', placeholder: 'e.g. Cleanliness' },
    { kind: 'textarea', name: 'description', label: 'Description' },
    {
      kind: 'switch',
      name: 'isActive',
      label: 'Active',
      description: 'Guests score active parameters in new reviews.',
      initial: true,
    },
  ],
  card: (parameter) => ({ title: parameter.name, description: parameter.description }),
});
