import type { Catalogue } from "../catalogue";

export const partners: Catalogue["partners"] = {
  page: {
    metaTitle: "成为合作伙伴",
    metaDescription: "马来西亚的注册医生和护士：加入 IV Drips，为大吉隆坡地区的客户提供优质 IV 点滴疗法。",
    eyebrow: "医护专业人员专区",
    title: "成为合作伙伴",
    intro:
      "加入我们由注册医生和护士组成的团队，将 IV 点滴疗法带到吉隆坡各地的住宅、酒店、游艇和私人飞机。按照您自己的时间安排工作，并获得合作诊所的支持。",
    contactsLabel: "合作联系方式",
    phone: "电话",
    email: "电子邮件",
    whyTitle: "为什么与 IV Drips 合作",
  },
  benefits: {
    items: {
      schedule: {
        title: "灵活的时间安排",
        text: "自行选择工作日期和时段；上门服务时间从早上到深夜。",
      },
      pay: {
        title: "优厚且稳定的报酬",
        text: "每次上门服务都有具竞争力的报酬，按时支付，无需向客户催款。",
      },
      support: {
        title: "临床支持",
        text: "标准化操作规程、质量有保障的点滴，每次上门服务都有合作诊所作后盾。",
      },
      clients: {
        title: "重视护理品质的客户",
        text: "大吉隆坡地区的私人住宅、豪华酒店、游艇和私人飞机。",
      },
    },
  },
  requirements: {
    title: "申请条件",
    description: "我们对每一位加入团队的医生和护士的要求。",
    items: {
      registration: "在马来西亚医药理事会（MMC）注册的执业医生，或在马来西亚护理委员会（MNC）注册的护士",
      apc: "本年度有效的年度执业证书（APC）",
      experience: "具备静脉置管和输液治疗的实际经验，并有至少 2 年临床经验",
      bls: "持有有效的基础生命支持（BLS）证书；持有 ACLS 者优先",
      indemnity: "专业责任保险",
      travel: "能够前往大吉隆坡各地工作，包括晚上和周末",
      manner: "对待私人客户冷静、谨慎且体贴",
    },
  },
  steps: {
    title: "合作流程",
    items: {
      apply: { title: "提交申请", text: "填写本页的申请表格。" },
      review: {
        title: "审核",
        text: "我们的医疗团队将在 2-3 个工作日内核实您的注册资料和经验。",
      },
      meet: { title: "面谈", text: "简短面试，并介绍我们的临床操作规程。" },
      start: { title: "开始工作", text: "设定您的可工作时间，接收您所在地区的预约。" },
    },
  },
  apply: {
    title: "提交申请",
    intro: "请在表格中介绍您自己。我们的医疗团队会在 2-3 个工作日内审核每一份申请，并与您联系安排简短面试。",
    documentsTitle: "请准备以下文件",
    documentsNote: "审核您的申请后，我们会请您提供这些文件。",
    documents: {
      cv: "您的简历",
      registration: "MMC 或 MNC 注册证书",
      apc: "有效的年度执业证书（APC）",
      bls: "BLS 证书",
    },
  },
  form: {
    name: "全名",
    profession: "职业",
    chooseProfession: "请选择您的职业",
    professions: {
      doctor: "注册医生（MMC）",
      nurse: "注册护士（MNC）",
    },
    licenceNumber: "MMC / MNC 注册号码",
    licenceNumberHint: "请按注册证书上所写的填写。",
    yearsOfExperience: "临床经验年数",
    email: "电子邮件",
    phone: "电话号码",
    phoneHint: "马来西亚号码无需填写国家代码，我们会自动加上 +60。",
    city: "城市",
    cityPlaceholder: "例如：吉隆坡、八打灵再也",
    message: "留言（选填）",
    messageHint: "您可服务的地区、可工作时间，以及其他希望我们了解的事项。",
    requiredNote: "除留言外，所有栏位均为必填。",
    submit: "提交申请",
    sending: "发送中...",
    honeypotLabel: "网站",
    failedTitle: "申请未发送",
    failed: "无法发送您的申请，请重试。",
  },
  submitted: {
    title: "申请已提交！",
    text: "感谢您的申请。我们的医疗团队将在 2-3 个工作日内审核您的申请，并与您联系安排简短面试。",
  },
};
