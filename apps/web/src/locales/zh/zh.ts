import type { Catalogue } from "../catalogue";
import { common } from "./common";
import { header } from "./header";
import { gate } from "./gate";
import { gateContact } from "./gate-contact";
import { layout } from "./layout";
import { home } from "./home";
import { catalogue } from "./catalogue";
import { servicePages } from "./service-pages";
import { location } from "./location";
import { suppliers } from "./suppliers";
import { supplierProfile } from "./supplier-profile";
import { timeWindows } from "./time-windows";
import { legal } from "./legal";
import { legalPage } from "./legal-page";
import { meta } from "./meta";
import { notFound } from "./not-found";
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
import { place } from "./place";
import { packages } from "./packages";

export const zh: Catalogue = {
  common,
  header,
  gate,
  gateContact,
  layout,
  home,
  catalogue,
  servicePages,
  location,
  suppliers,
  supplierProfile,
  legal,
  legalPage,
  meta,
  notFound,
  booking,
  timeWindows,
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
  place,
  packages,
};
