import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const gateContact: Catalogue["gateContact"] = {
  label: "联系我们的团队",
  whatsapp: "WhatsApp",
  email: "电子邮件",
  call: "致电",
  newTab: "（在新标签页中打开）",
  chat: "您好！我想获取 IV Drips 的邀请码，可以帮我吗？",
  chatAboutService: icu("您好！我想获取 IV Drips 的邀请码。我对 {service} 感兴趣，可以帮我吗？"),
  chatAboutBooking: icu("您好！我需要 IV Drips 的邀请码来查看我的预约 {reference}，可以帮我吗？"),
};
