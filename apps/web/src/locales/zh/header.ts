import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const header: Catalogue["header"] = {
  ivTherapy: "静脉滴注疗法",
  becomePartner: "成为合作伙伴",
  support: "客户支持",
  bookViaWhatsApp: "通过 WhatsApp 预约",
  whatsApp: "WhatsApp",
  login: "登录",
  signUp: "注册",
  logout: "退出登录",
  myAccount: "我的账户",
  loggedOutTitle: "已退出登录",
  loggedOutDescription: "您已成功退出登录。",
  openMenu: "打开菜单",
  menu: "菜单",
  welcomeName: icu("欢迎，{name}"),
  welcomeGuest: "欢迎来到 IV Drips",
  mainNavigation: "主导航",
  mobileNavigation: "移动端导航",
  language: "语言",
  chooseLanguage: "选择语言",
  therapies: {
    antiAging: "抗衰老",
    detox: "排毒",
    energyBooster: "能量提升",
    immunityEnhancer: "免疫增强",
    metabolismBooster: "代谢提升",
    weightLoss: "体重管理",
  },
};
