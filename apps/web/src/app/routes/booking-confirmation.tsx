/** Placeholder until this page is built. */
export function BookingConfirmationPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-semibold">Booking confirmation</h1>
    </main>
  );
}
