/** Anchor id of a section: the lowercased title with dashes ("About Colorado Service" → "about-colorado-service"). */
export function anchorId(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
