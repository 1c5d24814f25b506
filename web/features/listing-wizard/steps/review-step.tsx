/** Being built: step of the listing wizard. */
export function ReviewStep() {
  return <p className="text-fg-muted">This step is being built.</p>;
}
