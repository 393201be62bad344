/** Placeholder until this page is built. */
export function ServiceDetailPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-semibold">Service</h1>
    </main>
  );
}
