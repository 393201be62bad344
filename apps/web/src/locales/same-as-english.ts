import type { Language } from "@ivdrips/contract/languages";

/**
 * Keys ("namespace.key") whose text is rightly the same as the English one in a language: names, brands,
 * words the language borrows. Anything else equal to English is an untranslated text, and the catalogue
 * test fails on it.
 */
export const SAME_AS_ENGLISH: Record<Exclude<Language, "en">, readonly string[]> = {
  ms: [
    "common.brand",
    "place.form.kinds.hotel",
    "place.form.unit",
    "place.view.hotel",
    "visit.lines.drip",
    "visit.customer.clinician",
    "account.reschedule.dayAndTime",
    "account.cancel.visit",
    "account.health.statusLabel",
    "account.health.weightKg",
    "header.menu",
    "header.whatsApp",
    "gateContact.whatsapp",
    "booking.card.city",
    "booking.card.fixedLocation",
    "timeWindows.windowStatus",
    "catalogue.actionFor",
    "servicePages.services.eyebrow",
    "location.countries.malaysia",
    "location.countries.monaco",
    "location.cities.kualaLumpur",
    "suppliers.location",
    "meta.supplier.title",
    "support.channels.whatsapp.title",
    "support.contactDetails.locationValue",
    "support.serviceHours.hours",
    "admin.nav.audit",
    "admin.bookings.status",
    "admin.inbox.status",
    "admin.clinics.median",
    "clinicCalendar.week.dialogTitle",
    "account.messages.channels.whatsapp",
  ],
  zh: [
    "common.brand",
    "header.whatsApp",
    "gateContact.whatsapp",
    "support.channels.whatsapp.title",
    "support.serviceHours.hours",
    "admin.login.emailPlaceholder",
    "account.messages.channels.whatsapp",
  ],
};
