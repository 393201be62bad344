import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const layout: Catalogue["layout"] = {
  skipToContent: "跳到主要内容",
  logoHome: "IV Drips 首页",
  chatOnWhatsApp: "通过 WhatsApp 与我们聊天",
  footer: {
    tagline: "高端静脉点滴疗法，上门服务至您的住所、酒店、游艇或私人飞机。",
    whereWeAre: "服务地区",
    availableNow: icu("{country}（{cities}）— 现已开放"),
    comingSoon: icu("{country} — 即将推出"),
    quickLinks: "快速链接",
    ivTherapyServices: "静脉点滴疗程",
    dripPackages: "点滴套餐",
    giftCards: "礼品卡",
    becomePartner: "成为合作伙伴",
    support: "客户支持",
    contact: "联系我们",
    legal: "法律条款",
    paymentMethods: "付款方式",
    cryptoOnBase: "Base 网络上的 USDT / USDC",
    cards: "借记卡和信用卡",
    copyright: "© 2025 IV Drips。保留所有权利。",
  },
  clockHours: {
    8: "上午8点",
    12: "中午12点",
    16: "下午4点",
    20: "晚上8点",
    24: "午夜12点",
  },
  ratingStars: icu("{rating} 星（满分 {max} 星）"),
  routeError: {
    title: "应用程序发生意外错误！",
    home: "返回首页",
  },
};
