// The analytics adapter (DESIGN.md: third-party scripts are adapters, off unless configured).
// Pages record what a visitor did with `track`; where it goes is the deployment's choice
// (settings → third_party). With nothing configured, which is the default, nothing leaves the
// browser and `track` resolves at once.

/** Data sent with an event: flat strings only (no personal data: never a name or an e-mail). */
export type EventData = Readonly<Record<string, string>>;

/** Records an event; never rejects, so a caller may await it before navigating away. */
export async function track(event: string, data: EventData = {}): Promise<void> {
  void event;
  void data;
}
