import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const meta: Catalogue["meta"] = {
  home: {
    title: "吉隆坡高端上门静脉点滴疗法",
    description:
      "由医生主导的静脉点滴疗法，上门服务至您在吉隆坡的住所、酒店、游艇或私人飞机。" +
      "在线预约，可使用银行卡、Apple Pay、Google Pay 或 USDT/USDC 付款。",
  },
  services: {
    title: "静脉点滴疗程",
    description: "比较 IV Drips 的每一种疗程：功效、关键营养素、时长和价格（RM）。由吉隆坡持证专业人员提供。",
  },
  supplier: {
    title: icu("{name}，{title}"),
    description: icu("{name}，{title}，常驻{location}。通过 IV Drips 预约上门静脉点滴。"),
  },
  supplierNotFound: {
    title: "找不到该医护人员",
    description: "我们找不到这位医护人员。",
  },
  notFound: {
    title: "找不到页面",
    description: "您要查找的页面不存在或已被移动。",
  },
  privacyPolicy: {
    description: "IV Drips 如何收集、使用、分享和保护您的个人信息：姓名、电子邮件、电话和付款信息。",
  },
  refundPolicy: {
    description:
      "IV Drips 预约的退款规则：到访前 24 小时或更早取消可全额退款，之后取消退还 50%，款项在 5-7 个工作日内处理。",
  },
  termsConditions: {
    description: "通过 IV Drips 预约静脉点滴疗法的条款：医疗免责声明、预约与取消、付款条款及责任。",
  },
};
