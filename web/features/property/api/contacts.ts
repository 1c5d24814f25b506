import { useQuery } from '@tanstack/react-query';
import type { Contact } from '../../../../domain/schemas/catalog.ts';
import { getJson } from '../../../lib/api-client.ts';

/** GET /api/contacts: the people a traveller can call to book. */
export function fetchContacts() {
  return getJson<Contact[]>('/api/contacts');
}

export function useContacts(enabled: boolean) {
  return useQuery({ queryKey: ['/api/contacts'], queryFn: fetchContacts, enabled });
}
