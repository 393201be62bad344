import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const support: Catalogue["support"] = {
  page: {
    metaTitle: "客户支持",
    metaDescription:
      "IV Drips 预约帮助：全天候致电我们、通过 WhatsApp 联系我们（30 分钟内回复）、发送电子邮件，或查看常见问题解答。",
    eyebrow: "客户支持",
    title: "今天有什么可以帮您？",
    intro:
      "从挑选点滴到护士上门，我们的护理团队全程为您服务。请选择最方便的方式联系我们，或在下方快速找到答案。",
    channelsHeading: "联系我们的团队",
    formHeading: "给我们留言",
    formDescription: "请告诉我们您的需求，我们将在 24 小时内通过电子邮件回复。",
    emergencyTitle: "如遇医疗紧急情况",
    emergencyText: "请立即拨打 999。我们的团队可以协助处理您的预约，但无法取代紧急医疗服务。",
  },
  channels: {
    phone: {
      title: "致电我们",
      badge: "全天候 24 小时",
      description: "无论白天或夜晚，都可随时与我们的护理团队联系，咨询预约或正在进行的上门服务。",
      action: "立即致电",
    },
    whatsapp: {
      title: "WhatsApp",
      badge: "30 分钟内回复",
      description: "简单咨询、预约协助或为护士指路，欢迎给我们发消息。",
      action: "通过 WhatsApp 聊天",
    },
    email: {
      title: "电子邮件",
      badge: "24 小时内回复",
      description: "适用于收据、发票、意见反馈以及任何需要附上文件的事项。",
      action: "发送电子邮件",
    },
  },
  opensInNewTab: "（在新标签页中打开）",
  contactLink: {
    unavailable: "暂时无法显示",
    loading: "加载中",
    onWhatsapp: "WhatsApp（在新标签页中打开）",
  },
  faq: {
    heading: "常见问题",
    intro: "客户最常提出的问题及解答。",
    items: {
      booking: {
        question: "如何预约 IV 点滴疗程？",
        answer1: icu(
          "在我们的{servicesLink}页面选择点滴，选定日期和时段，然后填写您希望上门服务的地址。登录或注册账户，选择付款方式，即可完成预约。",
        ),
        servicesLink: "IV 疗法服务",
        answer2:
          "在您付款期间，我们会为您保留所选时段。付款完成后，预约将提交给合作诊所审批，您也会收到确认邮件。",
      },
      payment: {
        question: "你们接受哪些付款方式？",
        answer:
          "我们通过安全的托管结账页面接受借记卡、信用卡、Apple Pay 和 Google Pay，也接受 Base 网络上的 USDT 和 USDC 稳定币。价格以马来西亚令吉（RM）显示和收取；我们绝不会看到或保存您的完整卡号。",
      },
      crypto: {
        question: "如何使用加密货币付款？",
        answer1:
          "选择 USDT/USDC 作为付款方式，连接 MetaMask 等浏览器钱包，并在提示时切换到 Base 网络。您支付的金额是按确认前显示的汇率从 RM 换算的预约总额；少量以 ETH 计的网络手续费由您的钱包支付。",
        answer2:
          "在将您的预约标记为已付款之前，我们会在区块链上核实每一笔转账，确保不会为未到账的付款确认预约。",
      },
      cancellation: {
        question: "可以取消或改期吗？退款如何处理？",
        rule1: "在您的时段开始前 24 小时或更早，您可以免费改期，或取消并获得全额退款。",
        rule2: "在此之后、上门服务开始之前取消，将收取 50% 的取消费用，其余 50% 将予以退还。",
        rule3: "时段一旦开始，预约便无法再取消。",
        rule4: "如果我们的诊所无法接受您的预约，您一定会获得全额退款。",
        answer: icu(
          "如需取消或更改上门时间，请致电、发送 WhatsApp 或电子邮件给我们。退款将在 5-7 个工作日内处理。请阅读完整的{refundLink}。",
        ),
        refundLink: "退款政策",
      },
      preparation: {
        question: "疗程前应该做哪些准备？",
        answer1:
          "事先吃点清淡的食物，喝一两杯水；穿袖子容易卷起的上衣；并准备好舒适的椅子或床，让您可以放松休息约一小时。",
        answer2:
          "请准备好有效身份证件，并确保服务地址有人在场。我们的团队会在到达前 15-30 分钟与您联系。点滴开始前，请告知护士您正在服用的药物、过敏史、是否怀孕或任何健康状况。",
      },
      safety: {
        question: "IV 疗法安全吗？",
        answer1:
          "每一次点滴都由持有马来西亚有效年度执业证书的注册医生或注册护士进行，并使用无菌的一次性器材。每次疗程前，医护人员都会评估您的健康状况，如不适合，可能会建议您不要进行点滴；整个过程中您都会受到监护。",
        answer2:
          "IV 点滴疗法旨在促进健康，并非疾病治疗手段，也不能取代您的医生。如遇医疗紧急情况，请拨打 999。",
      },
      areas: {
        question: "你们的服务范围包括哪些地区？",
        answer:
          "我们目前服务吉隆坡及大吉隆坡地区，可上门至私人住宅、豪华酒店与度假村、游艇及私人飞机。迪拜、巴黎、摩纳哥和圣巴泰勒米岛即将开通。",
      },
      approval: {
        question: "诊所审批需要多长时间？",
        answer:
          "付款完成后，我们的合作诊所会审核您的预约，通常在 15-30 分钟内批准。一经批准，您将立即收到确认邮件。如果诊所无法接受您的预约，您将获得全额退款。",
      },
    },
  },
  serviceHours: {
    title: "服务时间",
    hours: icu("{opens} - {closes}"),
    everyDay: "每天，吉隆坡时间",
    phoneSupport: "电话支持",
    allDay: "全天候 24 小时",
    whatsappReplies: "WhatsApp 回复",
    within30Minutes: "30 分钟内",
    emailReplies: "电子邮件回复",
    within24Hours: "24 小时内",
  },
  categories: {
    booking: "预约",
    medical: "医疗问题",
    payment: "付款",
    complaint: "投诉",
    compliment: "表扬",
    other: "其他",
  },
  supportForm: {
    name: "姓名",
    email: "电子邮件",
    subject: "主题",
    category: "类别",
    chooseCategory: "请选择类别",
    message: "留言内容",
    confirmation: "谢谢，我们已收到您的留言，将在 24 小时内回复。",
  },
  contactPage: {
    metaTitle: "联系我们",
    metaDescription:
      "联系吉隆坡的 IV Drips：电话、电子邮件和营业时间（周一至周日上午 9:00 至晚上 7:00，紧急服务全天候 24 小时），或给我们留言。",
    eyebrow: "联系",
    title: "联系我们",
    intro: "对疗程、预约或合作有任何疑问？我们在吉隆坡的团队乐意为您提供帮助。",
    detailsHeading: "联系方式",
    formHeading: "给我们留言",
    formDescription: "请填写表格，我们将在 24 小时内回复您。",
  },
  contactDetails: {
    location: "地点",
    locationValue: "马来西亚吉隆坡",
    serviceArea: "服务范围：大吉隆坡地区",
    phone: "电话",
    phoneNote: "预约及上门服务请致电",
    email: "电子邮件",
    emailNote: "我们会在 24 小时内回复",
    hours: "营业时间",
    hoursValue: "周一至周日 上午 9:00 至晚上 7:00",
    emergency: "紧急服务全天候 24 小时",
  },
  contactForm: {
    firstName: "名字",
    lastName: "姓氏",
    email: "电子邮件",
    phone: "电话号码",
    subject: "主题",
    message: "留言内容",
    confirmation: "感谢您与我们联系，我们已收到您的留言，将在 24 小时内回复。",
  },
  allFieldsRequired: "所有栏位均为必填。我们会在 24 小时内回复。",
  sendMessage: "发送留言",
  sending: "发送中...",
  honeypotLabel: "网站",
  sendFailedTitle: "留言未发送",
  sendFailed: "无法发送您的留言，请重试。",
};
