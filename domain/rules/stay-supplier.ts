// Who supplies a stay for GST (section 9(5) of the CGST Act, Notification 17/2017-Central Tax (Rate)):
// the host when registered where the property is (the place of supply of lodging, IGST Act
// s.12(3)(b)); otherwise Basera, the electronic commerce operator, pays the tax as if it were.

/** A host's registration as far as this rule cares: the state its GSTIN is in. */
export type HeldRegistration = { state: string };

/** True exactly when the host holds a registration for the property's state. */
export function hostIsSupplier(
  registrations: readonly HeldRegistration[],
  propertyState: string | null,
): boolean {
  if (!propertyState) return false;
  const wanted = propertyState.trim().toLowerCase();
  return registrations.some((r) => r.state.toLowerCase() === wanted);
}
