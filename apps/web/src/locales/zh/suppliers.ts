import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const suppliers: Catalogue["suppliers"] = {
  portraitOf: icu("{name} 的肖像"),
  specializations: "专长",
  viewProfile: "查看简介",
  location: "马来西亚吉隆坡",
  people: {
    drAishaRahman: {
      title: "医疗总监、健康与医学美容医生",
      specializations: ["静脉营养疗法", "抗衰老医学", "医学美容与健康"],
    },
    nurseMeiLinTan: {
      title: "资深静脉治疗护士",
      specializations: ["静脉置管", "补水与恢复", "免疫支持"],
    },
  },
};
