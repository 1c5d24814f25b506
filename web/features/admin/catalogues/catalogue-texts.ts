import { m } from '#i18n/messages.js';
import type { CatalogueKey } from '../../../../domain/catalogues.ts';

/**
 * The words every catalogue screen says (admin-and-host §2, §8): toasts, dialog titles, the delete
 * question, the loading and load-error lines. Whole sentences per catalogue, so a language can place
 * the words as it needs (Hindi: "प्रॉपर्टी का यह प्रकार"); the screens that warn that deleting can't be
 * undone (badges, property types, contacts, tax registrations) ask as the badge dialog does.
 */
export type CatalogueTexts = {
  loading: string;
  loadError: string;
  add: string;
  edit: string;
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  deleteTitle: string;
  deleteQuestion: string;
};

export const catalogueTexts: Record<CatalogueKey, CatalogueTexts> = {
  destinations: {
    loading: m.admin_catalogue_destinations_loading(),
    loadError: m.admin_load_error_destinations(),
    add: m.admin_catalogue_destinations_add(),
    edit: m.admin_catalogue_destinations_edit(),
    created: m.admin_catalogue_destinations_created(),
    updated: m.admin_catalogue_destinations_updated(),
    deleted: m.admin_catalogue_destinations_deleted(),
    createFailed: m.admin_catalogue_destinations_create_failed(),
    updateFailed: m.admin_catalogue_destinations_update_failed(),
    deleteFailed: m.admin_catalogue_destinations_delete_failed(),
    deleteTitle: m.admin_catalogue_destinations_delete_title(),
    deleteQuestion: m.admin_catalogue_destinations_delete_question(),
  },
  amenities: {
    loading: m.admin_catalogue_amenities_loading(),
    loadError: m.admin_load_error_amenities(),
    add: m.admin_catalogue_amenities_add(),
    edit: m.admin_catalogue_amenities_edit(),
    created: m.admin_catalogue_amenities_created(),
    updated: m.admin_catalogue_amenities_updated(),
    deleted: m.admin_catalogue_amenities_deleted(),
    createFailed: m.admin_catalogue_amenities_create_failed(),
    updateFailed: m.admin_catalogue_amenities_update_failed(),
    deleteFailed: m.admin_catalogue_amenities_delete_failed(),
    deleteTitle: m.admin_catalogue_amenities_delete_title(),
    deleteQuestion: m.admin_catalogue_amenities_delete_question(),
  },
  ratingParameters: {
    loading: m.admin_catalogue_rating_parameters_loading(),
    loadError: m.admin_load_error_rating_parameters(),
    add: m.admin_catalogue_rating_parameters_add(),
    edit: m.admin_catalogue_rating_parameters_edit(),
    created: m.admin_catalogue_rating_parameters_created(),
    updated: m.admin_catalogue_rating_parameters_updated(),
    deleted: m.admin_catalogue_rating_parameters_deleted(),
    createFailed: m.admin_catalogue_rating_parameters_create_failed(),
    updateFailed: m.admin_catalogue_rating_parameters_update_failed(),
    deleteFailed: m.admin_catalogue_rating_parameters_delete_failed(),
    deleteTitle: m.admin_catalogue_rating_parameters_delete_title(),
    deleteQuestion: m.admin_catalogue_rating_parameters_delete_question(),
  },
  badges: {
    loading: m.admin_catalogue_badges_loading(),
    loadError: m.admin_load_error_badges(),
    add: m.admin_catalogue_badges_add(),
    edit: m.admin_catalogue_badges_edit(),
    created: m.admin_catalogue_badges_created(),
    updated: m.admin_catalogue_badges_updated(),
    deleted: m.admin_catalogue_badges_deleted(),
    createFailed: m.admin_catalogue_badges_create_failed(),
    updateFailed: m.admin_catalogue_badges_update_failed(),
    deleteFailed: m.admin_catalogue_badges_delete_failed(),
    deleteTitle: m.admin_catalogue_badges_delete_title(),
    deleteQuestion: m.admin_catalogue_badges_delete_question(),
  },
  propertyTypes: {
    loading: m.admin_catalogue_property_types_loading(),
    loadError: m.admin_load_error_property_types(),
    add: m.admin_catalogue_property_types_add(),
    edit: m.admin_catalogue_property_types_edit(),
    created: m.admin_catalogue_property_types_created(),
    updated: m.admin_catalogue_property_types_updated(),
    deleted: m.admin_catalogue_property_types_deleted(),
    createFailed: m.admin_catalogue_property_types_create_failed(),
    updateFailed: m.admin_catalogue_property_types_update_failed(),
    deleteFailed: m.admin_catalogue_property_types_delete_failed(),
    deleteTitle: m.admin_catalogue_property_types_delete_title(),
    deleteQuestion: m.admin_catalogue_property_types_delete_question(),
  },
  contacts: {
    loading: m.admin_catalogue_contacts_loading(),
    loadError: m.admin_load_error_contacts(),
    add: m.admin_catalogue_contacts_add(),
    edit: m.admin_catalogue_contacts_edit(),
    created: m.admin_catalogue_contacts_created(),
    updated: m.admin_catalogue_contacts_updated(),
    deleted: m.admin_catalogue_contacts_deleted(),
    createFailed: m.admin_catalogue_contacts_create_failed(),
    updateFailed: m.admin_catalogue_contacts_update_failed(),
    deleteFailed: m.admin_catalogue_contacts_delete_failed(),
    deleteTitle: m.admin_catalogue_contacts_delete_title(),
    deleteQuestion: m.admin_catalogue_contacts_delete_question(),
  },
  taxRegistrations: {
    loading: m.admin_catalogue_tax_registrations_loading(),
    loadError: m.admin_load_error_tax_registrations(),
    add: m.admin_catalogue_tax_registrations_add(),
    edit: m.admin_catalogue_tax_registrations_edit(),
    created: m.admin_catalogue_tax_registrations_created(),
    updated: m.admin_catalogue_tax_registrations_updated(),
    deleted: m.admin_catalogue_tax_registrations_deleted(),
    createFailed: m.admin_catalogue_tax_registrations_create_failed(),
    updateFailed: m.admin_catalogue_tax_registrations_update_failed(),
    deleteFailed: m.admin_catalogue_tax_registrations_delete_failed(),
    deleteTitle: m.admin_catalogue_tax_registrations_delete_title(),
    deleteQuestion: m.admin_catalogue_tax_registrations_delete_question(),
  },
};
