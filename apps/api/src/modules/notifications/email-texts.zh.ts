import type { CatalogueSource } from "@ivdrips/contract/i18n/translator";
import type { EmailTextId } from "./email-texts.en";

/** The emails' sentences in Chinese: every English id, each naming the same values (email-texts.test.ts). */
export const EMAIL_TEXTS_ZH: CatalogueSource<EmailTextId> = {
  greeting: "{name}，您好：",
  questions: "如有任何疑问，请发送邮件至 {email}。",
  viewBookings: "查看您的预约",
  labelReference: "预约编号",
  labelTreatment: "疗程",
  labelWhen: "时间",
  labelQuantity: "数量",
  labelAddress: "地址",
  labelArea: "地区",
  area: "{country}{city}",
  labelTotal: "总计",
  labelClinic: "诊所",
  calendarReference: "预约编号：{reference}",
  calendarQuantity: "数量：{quantity}",
  calendarWindow: "时段：{window}（吉隆坡时间）",
  calendarQuestions: "咨询：{email}",
  calendarBookings: "我的预约：{url}",

  visitTime: "{date} {window}（吉隆坡时间）",
  windowHours: "{name} {start}–{end}",
  windowMorning: "上午",
  windowAfternoon: "下午",
  windowEvening: "傍晚",
  windowNight: "晚上",

  noPayment: "我们未收取任何款项。",
  refundDue: "退款 {amount} 将在 5-7 个工作日内退回至您原来的付款方式。",
  noRefund: "此预约没有可退还的款项。",
  cancellationFee:
    "由于预约在上门服务前不足 24 小时取消，根据我们的退款政策，需收取 {amount} 的取消费用：{url}",

  contactBefore: "我们的团队会在上门服务前 15-30 分钟与您联系。",
  beAtAddress: "请在预约的上门地址等候：{address}。",
  haveId: "请准备好有效的身份证件。",

  receivedSubject: "已收到预约：{date}的 {service}（{reference}）",
  receivedHeading: "我们已收到您的预约",
  receivedPaid: "感谢您：我们已收到您支付的 {amount}，预约 {reference} 正在等待 {clinic} 审核。",
  receivedUnpaid: "预约 {reference} 正在等待 {clinic} 审核。",
  receivedReview: "诊所会在 15-30 分钟内完成审核，审核通过后我们会立即发邮件通知您。",
  receivedReviewAfterOpening:
    "诊所目前休息中，将于 {when} 开门后审核您的预约，审核通过后我们会立即发邮件通知您。如在上门服务应开始时仍未作出决定，将全额退款。",

  approvedSubject: "预约已确认：{date}的 {service}（{reference}）",
  approvedHeading: "您的预约已确认",
  approvedBody:
    "{clinic} 已批准预约 {reference}。附件中的日历邀请（{filename}）可将此次上门服务添加到您的日历。",
  whatsNext: "接下来",

  rejectedSubject: "预约 {reference} 未能被接受",
  rejectedHeading: "您的预约未能被接受",
  rejectedBody: "非常抱歉：{clinic} 无法接受您在{when}的 {service} 预约 {reference}，该预约已取消。",
  clinicalDeclineBody:
    "{clinic} 的临床人员审阅您的健康档案后，未能批准您在{when}接受 {service}，预约 {reference} 已取消。再次预约点滴前，请先咨询您的医生。详情可在您的账户中查看。",
  rejectedReason: "诊所给出的原因：{reason}",
  chooseAnotherTime: "欢迎您另选时间：{url}",

  cancelledSubject: "预约 {reference} 已取消",
  cancelledHeading: "您的预约已取消",
  cancelledBody: "您在{when}的 {service} 预约 {reference} 已取消。",
  cancelledBySupportBody: "您在{when}的 {service} 预约 {reference} 已由 IV Drips 客服取消。原因：{reason}",

  attentionSubject: "我们已收到您为 {reference} 支付的款项",
  attentionHeading: "我们已收到您的付款",
  attentionBody:
    "您为{when}的 {service} 支付的 {amount} 到账时，该时段已不再为您保留，因此此次上门服务尚未预约成功。",
  attentionSafe: "您的款项安全无虞。我们的团队会在 24 小时内与您联系，为您另约时间或全额退款。",

  rescheduledSubject: "预约已改期：{date}的 {service}（{reference}）",
  rescheduledHeading: "您的预约已更改时间",
  rescheduledBody: "预约 {reference} 已从{previous}改至{when}。",
  rescheduledReview: "{clinic} 会在 15-30 分钟内审核新的时间，审核通过后我们会立即发邮件通知您。",
  rescheduledReviewAfterOpening:
    "{clinic} 目前休息中，将于 {when} 开门后审核新的时间，审核通过后我们会立即发邮件通知您。",

  reminderTomorrow: "明天",
  reminderSoon: "约 2 小时后",
  reminderSubject: "提醒：{service} {relative}，{window}（{reference}）",
  reminderHeading: "您的上门服务将在{relative}开始",
  reminderBody: "温馨提醒：您预约的 {service} 上门服务时间为{when}。",
  beforeVisit: "上门服务前",
  rescheduleFree: "需要换个时间？在上门服务开始前 24 小时之前改期均免费：{url}",
  remindersOff: "您可以在“我的账户 > 客户支持 > 更新偏好设置”中关闭这些提醒。",

  resetSubject: "为您的 IV Drips 账户设置新密码",
  resetHeading: "设置新密码",
  resetBody: "我们收到了重置您 IV Drips 账户密码的请求。以下链接仅可使用一次，有效期为 60 分钟。",
  resetAction: "设置新密码",
  resetIgnore: "如果这不是您本人的请求，请忽略此邮件：您的密码不会改变。",

  // The visit day (issue 37): the clinician sets off, and a visit that could not take place
  onTheWaySubject: "您的临床人员正在途中：{reference}",
  onTheWayHeading: "您的临床人员正在途中",
  onTheWayBody: "{clinician} 正在前往您的 {service} 上门服务，预计约 {eta}（吉隆坡时间）到达。",
  yourClinician: "您的临床人员",
  onTheWayFollow: "您可以在“我的账户”中实时查看服务进度。",
  outcomeSubject: "您的上门服务 {reference} 未能进行",
  outcomeHeading: "您的上门服务未能进行",
  outcomePatientAbsent: "我们的临床人员于{when}前来进行您的 {service} 上门服务，并在门口等候，但无人接待。",
  outcomeAccessRefused:
    "我们的临床人员于{when}前来进行您的 {service} 上门服务，但未获准进入（例如在保安亭或酒店前台）。",
  outcomeNotTreatable:
    "我们的临床人员于{when}前来进行您的 {service} 上门服务，经检查后无法在现场进行治疗。诊所保留上门费，其余款项将退还。如您对自己的健康有疑问，请咨询医生。",
  outcomeClinicianLate:
    "由于我们的临床人员未能按时到达，您取消了{when}的 {service} 上门服务。我们深表歉意：您支付的全部款项将退还。",
  outcomeClinicianNote: "临床人员的备注：{note}",
  giftCardSubject: "{buyer} 送您一张价值 {amount} 的 IV Drips 礼品卡",
  giftCardHeading: "送给您的礼品卡",
  giftCardBody:
    "{buyer} 送您一张价值 {amount} 的 IV Drips 礼品卡,可用于在吉隆坡上门(住家、酒店、游艇或私人飞机)的静脉点滴服务。",
  giftCardMessage: "留言:{message}",
  giftCardCode: "您的礼品卡代码",
  giftCardHowTo:
    "预约结账时输入代码:它可支付至余额为止,其余部分由您选择的银行卡、FPX 或 GrabPay 支付。请像现金一样妥善保管:任何持有代码的人都可以使用。",
  giftCardAction: "预约点滴",
};
