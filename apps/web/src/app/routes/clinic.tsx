/** Placeholder until this page is built. */
export function ClinicPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-semibold">Clinic Portal</h1>
    </main>
  );
}
