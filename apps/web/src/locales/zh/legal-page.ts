import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const legalPage: Catalogue["legalPage"] = {
  eyebrow: "法律条款",
  lastUpdated: icu("最后更新：{date}"),
  contents: "目录",
  otherPolicies: "其他政策",
  englishOnly: "本文件仅提供英文版本；如有任何歧义，以英文文本为准。",
};
