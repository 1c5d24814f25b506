/** Being built: step of the listing wizard. */
export function TitleStep() {
  return <p className="text-fg-muted">This step is being built.</p>;
}
