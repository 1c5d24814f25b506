import { Shapes } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { defineScreen } from '../catalogue-screen.ts';

/** Property types (admin-and-host §2, §3, §5): the kinds of place a host lists first in the wizard. */
export const propertyTypesScreen = defineScreen({
  catalogue: 'propertyTypes',
  title: m.admin_property_types_title(),
  intro: m.admin_property_types_intro(),
  icon: Shapes,
  loading: 'skeletons',
  empty: { title: m.admin_property_types_empty_title(), text: m.admin_property_types_empty_text() },
  fields: [
    {
      kind: 'text',
      name: 'name',
      label: m.admin_field_name(),
      placeholder: m.admin_property_types_name_placeholder(),
    },
    {
      kind: 'icon',
      name: 'icon',
      label: m.admin_field_icon(),
      placeholder: m.admin_property_types_icon_placeholder(),
    },
    { kind: 'textarea', name: 'description', label: m.admin_field_description() },
    {
      kind: 'switch',
      name: 'isNocRequired',
      label: m.admin_property_types_noc_required(),
      description: m.admin_property_types_noc_description(),
      initial: false,
    },
  ],
  mustBeFilled: ['name'],
  card: (type) => ({
    title: type.name,
    icon: type.icon,
    description: type.description,
    tags: type.isNocRequired ? [{ label: m.admin_property_types_noc_required(), tone: 'yellow' }] : [],
  }),
});
