/** What a page that loads its data in the browser shows until it has it (server render included). */
export function PageLoading() {
  return (
    <div className="page page--center">
      <p className="loading" role="status">
        Loading…
      </p>
    </div>
  );
}
