import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const catalogue: Catalogue["catalogue"] = {
  imageAlt: icu("{name} 静脉点滴"),
  duration: "时长",
  price: "价格",
  minutes: icu("{minutes} 分钟"),
  bookNow: "立即预约",
  actionFor: icu("{action}：{name}"),
  loadingServices: "正在加载疗程...",
  loadFailed: "疗程加载失败",
  fetchFailed: "无法获取疗程",
  noServices: "目前暂无可用疗程。",
  rating: {
    noReviews: "暂无评价",
    reviews: icu("{count, plural, other {# 条评价}}"),
    rated: icu("评分 {average}（满分 5 分），共 {reviews}"),
  },
};
