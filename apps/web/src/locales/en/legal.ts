/** The policies' names: the footer links to them on every page. */
export const legal = {
  policies: {
    privacyPolicy: "Privacy Policy",
    termsConditions: "Terms & Conditions",
    refundPolicy: "Refund Policy",
  },
};
