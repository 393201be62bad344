import { icu } from "../icu";
import { placeNamesZh } from "@ivdrips/contract/place-names/zh";
import type { Catalogue } from "../catalogue";

export const location: Catalogue["location"] = {
  country: "国家",
  city: "城市",
  comingSoon: "即将推出",
  /** The names shown (one source with the server's emails and documents); the values sent stay English. */
  countries: placeNamesZh.countries,
  cities: placeNamesZh.cities,
  notify: {
    title: icu("即将登陆{country}"),
    description: icu(
      "IV Drips 目前已在吉隆坡提供服务。请留下您的电子邮件地址，我们登陆{country}时会第一时间通知您。",
    ),
    email: "电子邮件",
    submit: "通知我",
    sending: "正在提交...",
    thanksTitle: "谢谢！",
    thanksDescription: icu("IV Drips 一在{country}推出，我们就会通知您。"),
    errorTitle: "未能将您加入通知名单",
    errorFallback: "出现问题，请稍后再试。",
    honeypot: "请勿填写此栏",
  },
};
