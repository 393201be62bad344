import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const confirmation: Catalogue["confirmation"] = {
  pageTitle: "预约确认",
  pageDescription: "您的 IV Drips 预约详情及后续安排。",
  loading: "正在加载预约详情……",
  notFoundTitle: "未找到预约",
  notFoundText: "我们找不到您的预约详情。请查看您的电子邮件中的确认信，或联系客服。",
  backToServices: "返回服务列表",
  title: "预约已确认！",
  approved: "您的 IV 疗程预约已完成，并已获诊所批准。",
  pending: "您的 IV 疗程预约已完成，正在等待诊所批准。",
  nextStepsLabel: "后续步骤：",
  nextSteps: icu("{label}诊所将在 15-30 分钟内审核并批准您的预约。批准后，您将收到一封确认邮件。"),
  nextStepsAfterOpening: icu(
    "{label}诊所目前休息中，将于 {when} 开门后审核您的预约。批准后，您将收到一封确认邮件。",
  ),
  details: {
    title: "预约详情",
    reference: "预约编号",
    service: "服务",
    name: "姓名",
    email: "电子邮件",
    phone: "电话",
    date: "日期",
    time: "时间",
    location: "地点",
    transaction: "交易",
    total: "总计",
  },
  whatsNext: {
    title: "接下来会怎样？",
    email: "确认邮件正在发送给您。",
    contact: "我们的团队将在预约时间前 15-30 分钟与您联系。",
    available: "请确保届时服务地点有人在场。",
    id: "请准备好有效身份证件以供核实。",
  },
  contactUs: "联系我们",
  contactUsWhatsApp: "（通过 WhatsApp，在新标签页中打开）",
  viewBookings: "查看我的预约",
  help: icu("需要帮助？请发送电子邮件至 {email} 或致电 {phone}"),
  viewOnBaseScan: "（在 BaseScan 上查看，在新标签页中打开）",
  notSpecified: "未提供",
  defaultService: "IV 疗程服务",
  defaultTime: "上午 10:00",
  signIn: {
    title: "登录以查看您的预约",
    text: "预约详情只向创建该预约的账户显示。请使用该账户登录查看。",
    button: "登录",
  },
  completed: {
    title: "到访已完成",
    text: "此次到访已完成。感谢您选择 IV Drips。",
  },
  rejected: {
    title: "预约未被接受",
    clinic: "诊所无法接受此预约，因此预约已取消。",
    noResponse: "诊所未能及时确认此预约，因此预约已取消。",
    refund: icu("您支付的 {amount} 将全额退还。退款将在 5-7 个工作日内到账。"),
  },
  cancelled: {
    title: "预约已取消",
    text: "此预约已取消。",
    refund: icu("将向您退还 {amount}。退款将在 5-7 个工作日内到账。"),
  },
  awaitingPayment: {
    title: "付款未完成",
    text: icu("我们将为您保留名额 {count, plural, other {# 分钟}}。请完成付款以确认预约。"),
    button: "完成付款",
    opening: "正在打开付款页面...",
    failed: "无法打开付款页面",
  },
  processing: {
    title: "等待银行确认",
    text: icu(
      "您的银行或电子钱包正在确认付款。我们将为您保留名额至 {until}，付款成功后会立即发送电子邮件通知您。无需重复付款。",
    ),
  },
  expired: {
    title: "预约未付款",
    text: "付款未完成，为您保留的名额已释放。未收取任何费用。",
  },
  needsAttention: {
    title: "我们正在核查您的付款",
    text: "我们收到了一笔无法用于此预约的付款。客服团队会联系您处理，您无需再次付款。",
  },
  bookAgain: "再次预约",
  refund: {
    amount: "退款",
    fee: "取消费",
    status: "退款状态",
    statuses: {
      pending: "处理中",
      succeeded: "已退款",
      failed: "失败：客服会与您联系",
    },
  },
};
