import type { Catalogue } from "../catalogue";

export const notFound: Catalogue["notFound"] = {
  title: "抱歉！找不到该页面",
  text: "您要查找的页面不存在或已被移动。",
  home: "返回首页",
};
