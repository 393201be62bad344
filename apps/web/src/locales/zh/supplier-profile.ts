import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const supplierProfile: Catalogue["supplierProfile"] = {
  rating: icu("评分 {rating}"),
  clients: icu("{count}+ 位客户"),
  experience: icu("{years} 年经验"),
  certifications: "资质认证",
  bookNow: "立即预约",
  contact: "联系",
  about: "简介",
  availableDrips: "可提供的静脉点滴",
  administeredBy: icu("由 {name} 在您位于吉隆坡的住所、酒店、游艇或私人飞机上为您输注。"),
  notFound: {
    title: "找不到该医护人员",
    text: "您要查找的医护人员不存在或已无法提供服务。",
    back: "返回疗程列表",
  },
  spokenLanguages: {
    english: "英语",
    malay: "马来语",
    mandarin: "华语",
    cantonese: "粤语",
  },
  people: {
    drAishaRahman: {
      certifications: [
        "马来亚大学内外全科医学士（MBBS）",
        "马来西亚医药理事会（MMC）注册医生",
        "医学美容证书",
        "高级心脏生命支持（ACLS）",
      ],
      bio: [
        "Aisha Rahman 医生带领我们在吉隆坡的医疗团队。她曾在巴生谷多家大型教学医院从事医院临床工作十年，" +
          "之后将重心转向预防保健、营养疗法和健康抗老。",
        "她负责的每一次疗程都以简短的健康咨询开始，确保每一袋点滴都适合接受者。无论是在家中、酒店套房还是游艇上，" +
          "客户都赞赏她沉稳的态度、清晰的讲解以及对舒适度的细心关注。",
      ],
    },
    nurseMeiLinTan: {
      certifications: ["护理文凭", "注册护士，马来西亚护理局", "输液治疗专科进修证书", "基础生命支持（BLS）"],
      bio: [
        "Mei Lin Tan 是一名注册护士，在吉隆坡的急诊和日间护理部门拥有九年经验，曾为各个年龄段的患者完成数千次静脉置管。",
        "她把同样轻柔、精准的技术带到每一次上门服务中，尤其擅长让初次体验的客户安心放松。" +
          "Mei Lin 专注于为忙碌的专业人士、经常出行的旅客和运动员提供补水、恢复和免疫支持点滴。",
      ],
    },
  },
};
