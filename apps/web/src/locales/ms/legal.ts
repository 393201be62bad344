import type { Catalogue } from "../catalogue";

export const legal: Catalogue["legal"] = {
  policies: {
    privacyPolicy: "Dasar Privasi",
    termsConditions: "Terma & Syarat",
    refundPolicy: "Dasar Bayaran Balik",
  },
};
