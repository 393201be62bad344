import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const servicePages: Catalogue["servicePages"] = {
  categories: { beauty: "美容", wellness: "健康" },
  viewDetailsAndBook: "查看详情并预约",
  keyBenefits: "主要功效",
  benefitsOf: icu("{name} 的功效"),
  keyNutrients: "关键营养素",
  filters: {
    label: "筛选疗程",
    category: "类别",
    price: "价格",
    all: "全部",
    allPrices: "所有价格",
    priceLow: "RM 700 及以下",
    priceMedium: "RM 700 以上至 RM 1,500",
    priceHigh: "RM 1,500 以上",
    reset: "重置筛选",
    summary: icu("显示 {shown} 项，共 {total, plural, other {# 项疗程}}"),
  },
  services: {
    eyebrow: "吉隆坡",
    title: "我们的静脉点滴疗程",
    intro:
      "高端维生素与营养素点滴，由持证医护人员在您的住所、酒店、游艇或私人飞机上配制和输注。比较各疗程的功效和关键营养素，再预约最适合您的疗程。",
    noMatchTitle: "没有符合筛选条件的疗程",
    noMatchText: "请尝试其他类别或价格范围，或重置筛选以查看所有点滴疗程。",
  },
  reviews: {
    title: "评价",
    loading: "正在加载评价",
    loadFailed: icu("无法加载评价：{message}"),
    fetchFailed: "无法获取评价",
    empty: "暂无评价。评价由顾客在完成上门服务后发布。",
  },
};
