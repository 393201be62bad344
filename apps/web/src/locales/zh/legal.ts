import type { Catalogue } from "../catalogue";

export const legal: Catalogue["legal"] = {
  policies: {
    privacyPolicy: "隐私政策",
    termsConditions: "条款与细则",
    refundPolicy: "退款政策",
  },
};
