import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const home: Catalogue["home"] = {
  hero: {
    badge: "现已在吉隆坡提供服务",
    title: "高端静脉点滴疗法，送到您家门口",
    intro: "由持证医护人员为您输注焕活静脉点滴，让您在住所、酒店、游艇或私人飞机上舒适享受。",
    explore: "探索静脉点滴疗法",
    compare: "比较所有点滴疗程",
    imageAlt: "日出时分，吉隆坡天际线前的一袋静脉点滴",
    points: {
      licensed: "持证医生和护士",
      approval: "诊所在 15-30 分钟内确认",
      hours: icu("服务时间：{opens}至{closes}"),
    },
  },
  professionals: {
    title: "我们的医护团队",
    intro: "每一次点滴均由常驻吉隆坡的注册医生和护士配制和输注。",
  },
  services: {
    title: "我们的静脉点滴疗程",
    intro:
      "精心调配的点滴疗程，助您提升精力、增强免疫、加快恢复、美容养颜、健康抗老；以令吉标价，绝无隐藏费用。",
    compareLink: "比较每种点滴的功效和营养成分",
  },
  places: {
    title: "服务地点",
    intro: "我们的医护团队上门为您服务，覆盖吉隆坡各地。",
    residence: {
      title: "私人住宅",
      text: "在家中或公寓里放松身心，安心接受点滴。",
      alt: "带花园的私人住宅插图",
    },
    hotel: {
      title: "豪华酒店及度假村",
      text: "在套房中消除旅途疲劳，或为晚间活动做好准备。",
      alt: "豪华酒店大楼插图",
    },
    yacht: {
      title: "游艇",
      text: "无论停泊何处，都能在船上补水和恢复。",
      alt: "平静水面上的游艇插图",
    },
    jet: {
      title: "私人飞机",
      text: "神清气爽地抵达：起飞前或抵达后即可享受疗程。",
      alt: "飞行中的私人飞机插图",
    },
  },
  payments: {
    title: "付款方式",
    intro: "按您喜欢的方式付款。价格以令吉（RM）显示，仅在预约完成后扣款。",
    cryptoText: "使用浏览器钱包在 Base 网络上以稳定币付款。",
    cardTitle: "借记卡 / 信用卡",
    cardText: "通过安全结账页面使用 Visa、Mastercard 等银行卡付款。",
    applePayText: "在 iPhone、iPad 或 Mac 上一键付款。",
    googlePayText: "在 Android 手机或 Chrome 上快速结账。",
  },
  partner: {
    title: "成为合作伙伴",
    text: "您是吉隆坡的持证医生、护士或诊所吗？加入我们的网络，为住所、酒店、游艇和私人飞机上的客户提供高端静脉点滴疗法。",
    action: "成为合作伙伴",
  },
};
