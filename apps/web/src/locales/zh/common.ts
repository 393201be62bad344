import type { Catalogue } from "../catalogue";

export const common: Catalogue["common"] = {
  close: "关闭",
  loading: "加载中...",
  tryAgain: "重试",
  back: "返回",
  cancel: "取消",
  save: "保存",
  required: "必填",
  optional: "选填",
  brand: "IV Drips",
};
