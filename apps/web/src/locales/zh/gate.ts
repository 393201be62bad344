import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const gate: Catalogue["gate"] = {
  title: "需要访问权限",
  description: "请输入邀请码以访问 IV Drips",
  label: "邀请码",
  placeholder: "请输入您的邀请码",
  verifying: "验证中...",
  submit: "验证并进入",
  noCode: icu("没有邀请码？{link}"),
  contactSupport: "请联系我们的客服团队。",
  grantedTitle: "已获准访问",
  grantedDescription: "欢迎来到 IV Drips！",
  invalidTitle: "邀请码无效",
  invalidDescription: "请输入有效的邀请码。",
  failedTitle: "验证失败",
  failedDescription: "请检查您的邀请码后重试。",
};
