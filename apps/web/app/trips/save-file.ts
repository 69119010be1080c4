// Saving a file the API answered (a boarding pass PDF, a trip's calendar) as a download.

/** Saves a file the browser holds through a link to it. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the address is freed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
