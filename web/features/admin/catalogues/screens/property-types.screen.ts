import { Shapes } from 'lucide-react';
import { defineScreen } from '../catalogue-screen.ts';

/** Property types (admin-and-host §2, §3, §5): the kinds of place a host lists first in the wizard. */
export const propertyTypesScreen = defineScreen({
  catalogue: 'propertyTypes',
  title: 'Property Types',
  intro: 'The kinds of place hosts can list, the first step of the listing wizard.',
  icon: Shapes,
  loading: 'skeletons',
  empty: { title: 'No property types found', text: 'Add the kinds of place hosts can list, such as Villa.' },
  warnUndo: true,
  fields: [
    { kind: 'text', name: 'name', label: 'Name', placeholder: 'e.g. Villa' },
    { kind: 'icon', name: 'icon', label: 'Icon', placeholder: 'e.g. 🏡' },
    { kind: 'textarea', name: 'description', label: 'Description' },
    {
      kind: 'switch',
      name: 'isNocRequired',
      label: 'NOC required',
      description: 'Hosts of this type are asked for a no-objection certificate.',
      initial: false,
    },
  ],
  mustBeFilled: ['name'],
  card: (type) => ({
    title: type.name,
    icon: type.icon,
    description: type.description,
    tags: type.isNocRequired ? [{ label: 'NOC required', tone: 'yellow' }] : [],
  }),
});
