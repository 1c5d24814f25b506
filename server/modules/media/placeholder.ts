/** A neutral placeholder picture of any size (traveller §2: /api/placeholder/{w}/{h}). */
export function placeholderSvg(width: number, height: number): string {
  const icon = Math.max(8, Math.round(Math.min(width, height) * 0.28));
  const x = (width - icon) / 2;
  const y = (height - icon) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="No photo">
<rect width="100%" height="100%" fill="#e7e5e0"/>
<g transform="translate(${x} ${y}) scale(${icon / 24})" fill="none" stroke="#a8a29e" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">
<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/><path d="m21 17-5-5-9 8"/>
</g></svg>`;
}
