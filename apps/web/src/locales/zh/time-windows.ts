import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const timeWindows: Catalogue["timeWindows"] = {
  chooseTimeWindow: "选择时段",
  windowStatus: icu("{period} {hours}，{status}"),
  morning: { period: "上午", hours: "上午8点 - 中午12点" },
  afternoon: { period: "下午", hours: "中午12点 - 下午4点" },
  evening: { period: "傍晚", hours: "下午4点 - 晚上8点" },
  night: { period: "晚上", hours: "晚上8点 - 午夜12点" },
  available: "可预约",
  onePlaceLeft: "仅剩 1 个名额",
  fullyBooked: "已约满",
  unavailable: "不可预约",
  checking: "查询中…",
  otherPrice: "价格不同",
};
