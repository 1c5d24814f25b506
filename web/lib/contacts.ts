import { useQuery } from '@tanstack/react-query';
import type { Contact } from '../../domain/schemas/catalog.ts';
import { getJson } from './api-client.ts';

/** GET /api/contacts: Basera's booking contacts (the property page's Book by Contact, a trip's Message Host before confirmation). */
export function fetchContacts() {
  return getJson<Contact[]>('/api/contacts');
}

export function useContacts(enabled: boolean) {
  return useQuery({ queryKey: ['/api/contacts'], queryFn: fetchContacts, enabled });
}
