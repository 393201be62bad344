import { booking } from "./booking";
import { payments } from "./payments";
import { confirmation } from "./confirmation";
import { auth } from "./auth";
import { account } from "./account";
import { health } from "./health";
import { clinic } from "./clinic";
import { live } from "./live";
import { clinicCalendar } from "./clinic-calendar";
import { visit } from "./visit";
import { support } from "./support";
import { partners } from "./partners";
import { giftCards } from "./gift-cards";
import { apiMessages } from "./api-messages";
import { meta } from "./meta";
import { legalPage } from "./legal-page";
import { notFound } from "./not-found";
import { servicePages } from "./service-pages";
import { supplierProfile } from "./supplier-profile";
import { timeWindows } from "./time-windows";
import { gateContact } from "./gate-contact";
import { place } from "./place";
import { packages } from "./packages";

/** The English texts of every other page and dialog: loaded with the first of them (ensureCatalogue). */
export const enRest = {
  booking,
  payments,
  confirmation,
  auth,
  account,
  health,
  clinic,
  live,
  clinicCalendar,
  visit,
  support,
  partners,
  giftCards,
  apiMessages,
  meta,
  legalPage,
  notFound,
  servicePages,
  supplierProfile,
  timeWindows,
  gateContact,
  place,
  packages,
};
