import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { m } from '#i18n/messages.js';
import type { PropertyDetail } from '../../../../domain/schemas/properties.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { signInPathFor } from '../../../lib/return-path.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { AskHostDialog } from './ask-host-dialog.tsx';

/**
 * Message Host on a listing guests can book: signed out, it goes through sign-in and back here;
 * signed in, it opens the question. Not shown to the listing's own host, nor on a listing not yet approved.
 */
export function MessageHostButton({ property }: { property: PropertyDetail }) {
  const { user } = useCurrentUser();
  const [location] = useLocation();
  const search = useSearch();
  const [open, setOpen] = useState(false);
  if (property.status !== 'approved' || user?.id === property.owner.id) return null;
  const label = (
    <>
      <MessageCircle className="size-4" aria-hidden="true" />
      {m.property_message_host()}
    </>
  );
  if (!user)
    return (
      <Link
        href={signInPathFor(paths.auth, search ? `${location}?${search}` : location)}
        className={buttonClasses('outline', 'md', 'mt-4')}
      >
        {label}
      </Link>
    );
  return (
    <>
      <Button variant="outline" className="mt-4" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <AskHostDialog
        open={open}
        onOpenChange={setOpen}
        propertyId={property.id}
        hostName={property.owner.firstName?.trim() || null}
      />
    </>
  );
}
