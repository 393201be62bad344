import type { TranslationLanguage } from "@ivdrips/contract/translation-languages";

/**
 * The first Malay and Chinese texts of the code's catalogue (catalogue-data.ts), inserted by the seed where a
 * service has none in that language and never written over: staff edit them in the console. Names are brand
 * names and stay as in English (a null name reads the English one).
 */
export interface SeedTranslation {
  tagline: string;
  description: string;
  benefits: string[];
  ingredients: string[];
}

export const CATALOGUE_TRANSLATIONS: Record<TranslationLanguage, Record<string, SeedTranslation>> = {
  ms: {
    nutriglow: {
      tagline: "Titisan seri wajah yang membantu kulit kelihatan cerah dan segar.",
      description:
        "NutriGlow menggabungkan glutation dengan vitamin C dan cecair penghidratan untuk menyokong kulit yang " +
        "jernih dan berseri dari dalam. Campuran antioksidannya membantu melawan tekanan oksidatif harian akibat " +
        "matahari, udara bandar dan tidur lewat. Sesi yang tenang dan selesa untuk sesiapa yang mahukan seri " +
        "wajah yang segar dan sekata.",
      benefits: [
        "Menyokong kulit lebih cerah",
        "Membantu meratakan warna kulit",
        "Perlindungan antioksidan",
        "Hidrasi mendalam dari dalam",
      ],
      ingredients: ["Glutation", "Vitamin C", "Vitamin B Kompleks", "Zink", "Hidrasi Salin"],
    },
    nutribody: {
      tagline: "Titisan pengurusan berat badan untuk melengkapi pemakanan sihat dan senaman.",
      description:
        "NutriBody membekalkan L-karnitina, vitamin B dan mineral utama yang berperanan dalam cara badan " +
        "menukar lemak dan makanan kepada tenaga. Direka sebagai langkah sokongan bersama diet seimbang dan " +
        "aktiviti yang kerap, ia membantu anda berasa bertenaga untuk bersenam dan stabil sepanjang hari.",
      benefits: [
        "Menyokong metabolisme lemak",
        "Membantu mengekalkan tenaga senaman",
        "Melengkapi diet seimbang",
        "Menyokong pemulihan selepas senaman",
      ],
      ingredients: ["L-Karnitina", "Vitamin B12", "Vitamin B Kompleks", "Magnesium", "Vitamin C"],
    },
    nutriboost: {
      tagline: "Titisan tenaga untuk hari sibuk, penerbangan jauh dan minggu yang mencabar.",
      description:
        "NutriBoost ialah campuran vitamin B, vitamin C, magnesium dan asid amino yang menyegarkan, menyokong " +
        "penghasilan tenaga semula jadi dan tumpuan minda. Cecairnya membantu memulihkan hidrasi selepas " +
        "perjalanan, cuaca panas atau jadual yang padat, supaya anda berasa lebih cergas dan bersedia untuk hari " +
        "yang mendatang.",
      benefits: [
        "Menyokong tahap tenaga semula jadi",
        "Membantu kejelasan dan tumpuan minda",
        "Menghidrat semula selepas perjalanan",
        "Membantu mengurangkan rasa letih",
      ],
      ingredients: ["Vitamin B Kompleks", "Vitamin B12", "Vitamin C", "Magnesium", "Taurina", "Asid Amino"],
    },
    nutribeauty: {
      tagline: "Titisan untuk rambut, kulit dan kuku: kecantikan yang bermula dari dalam.",
      description:
        "NutriBeauty menggandingkan biotin dengan vitamin C yang menyokong kolagen, zink dan asid amino untuk " +
        "menyuburkan rambut, kulit dan kuku sekali gus. Formulanya membantu mengekalkan kelembutan kulit serta " +
        "menyokong kuku yang kelihatan lebih kuat dan pertumbuhan rambut yang sihat, tambahan yang bijak untuk " +
        "rutin kecantikan anda.",
      benefits: [
        "Menyokong pertumbuhan rambut sihat",
        "Membantu menguatkan kuku",
        "Menyokong kelembutan kulit",
        "Membantu penghasilan kolagen",
      ],
      ingredients: ["Biotin", "Vitamin C", "Zink", "Asid Amino", "Glutation", "Vitamin B Kompleks"],
    },
    nutricleanse: {
      tagline: "Titisan metabolisme untuk membantu badan berfungsi cekap dan berasa ringan.",
      description:
        "NutriCleanse menghimpunkan asid alfa-lipoik, L-karnitina, vitamin B dan mineral surih yang menyokong " +
        "fungsi metabolisme yang sihat dan proses pembersihan semula jadi badan. Hidrasi yang mencukupi membantu " +
        "anda berasa lebih ringan dan seimbang, sesuai sebagai permulaan semula selepas minggu yang penuh " +
        "hidangan atau rutin yang tidak teratur.",
      benefits: [
        "Menyokong metabolisme yang sihat",
        "Membantu proses pembersihan semula jadi",
        "Menyokong tenaga yang stabil",
        "Membantu anda berasa ringan dan seimbang",
      ],
      ingredients: [
        "Asid Alfa-Lipoik",
        "L-Karnitina",
        "Vitamin B Kompleks",
        "Kromium",
        "Magnesium",
        "Vitamin C",
      ],
    },
    nutrimmunity: {
      tagline: "Titisan imuniti untuk membantu anda kekal tangkas sepanjang musim.",
      description:
        "NutrImmunity membekalkan vitamin C dos tinggi bersama zink, selenium dan vitamin B, nutrien yang " +
        "memainkan peranan penting dalam fungsi imun yang normal. Ia pilihan popular sebelum melancong, ketika " +
        "tempoh sibuk atau bila-bila masa anda mahu menyokong pertahanan semula jadi badan dan kekal terhidrat.",
      benefits: [
        "Menyokong fungsi imun normal",
        "Perlindungan antioksidan yang kaya",
        "Membantu sebelum melancong",
        "Menyokong pemulihan dan hidrasi",
      ],
      ingredients: [
        "Vitamin C Dos Tinggi",
        "Zink",
        "Selenium",
        "Vitamin D3",
        "Vitamin B Kompleks",
        "Glutation",
      ],
    },
    "liver-cleanse": {
      tagline: "Titisan detoks yang menyokong kerja pembersihan semula jadi hati anda.",
      description:
        "Liver Cleanse menggabungkan glutation, N-asetilsisteina dan vitamin B untuk menyokong laluan " +
        "detoksifikasi hati itu sendiri. Bersama cecair penghidratan, ia membantu anda berasa segar selepas " +
        "tidur lewat, hidangan berat atau jadual yang padat, dan merupakan cara lembut untuk memulakan semula " +
        "rutin anda.",
      benefits: [
        "Menyokong fungsi hati yang sihat",
        "Membantu laluan detoks semula jadi",
        "Menambah semula antioksidan",
        "Menghidrat dan menyegarkan",
      ],
      ingredients: ["Glutation", "N-Asetilsisteina", "Vitamin B Kompleks", "Vitamin C", "Magnesium"],
    },
    "nmn-150": {
      tagline: "Titisan anti-penuaan dengan 150 mg NMN untuk menyokong tenaga sel.",
      description:
        "NMN 150 membekalkan 150 mg nikotinamida mononukleotida, prekursor kepada NAD+, koenzim yang diperlukan " +
        "sel untuk tenaga dan pembaikan. Tahap NAD+ menurun secara semula jadi dengan usia, dan titisan ini " +
        "membantu menyokong kecergasan sel, stamina dan kesejahteraan keseluruhan. Pengenalan yang mudah kepada " +
        "penjagaan berfokuskan jangka hayat.",
      benefits: [
        "Menyokong tahap NAD+",
        "Membantu tenaga sel",
        "Menyokong penuaan yang sihat",
        "Membantu stamina dan kecergasan",
      ],
      ingredients: ["NMN 150 mg", "Vitamin B Kompleks", "Vitamin C", "Glutation", "Magnesium"],
    },
    nutriyouth: {
      tagline: "Titisan kulit untuk rupa yang lebih tegang dan berseri.",
      description:
        "NutriYouth ialah formula kulit anti-penuaan premium yang menggabungkan glutation, vitamin C, sokongan " +
        "NAD+ dan asid amino pembina kolagen. Ia membantu melindungi kulit daripada tekanan oksidatif dan " +
        "menyokong ketegangan, keanjalan serta seri yang lebih muda, sesuai bagi mereka yang mahukan penjagaan " +
        "yang lebih mendalam.",
      benefits: [
        "Menyokong ketegangan kulit",
        "Membantu keanjalan kulit",
        "Perlindungan antioksidan kulit",
        "Menyokong seri yang lebih muda",
        "Membantu penghasilan kolagen",
      ],
      ingredients: ["Glutation", "Vitamin C", "NMN", "Asid Amino", "Biotin", "Zink"],
    },
    "nmn-300": {
      tagline: "Titisan jangka hayat premium kami dengan dos penuh 300 mg NMN.",
      description:
        "NMN 300 ialah rawatan jangka hayat kami yang paling menyeluruh, membekalkan 300 mg nikotinamida " +
        "mononukleotida untuk menyokong tahap NAD+, tenaga sel dan proses pembaikan semula jadi. Diperkaya " +
        "dengan antioksidan dan vitamin B, ia direka untuk mereka yang komited kepada penuaan yang sihat dan " +
        "kecergasan yang berterusan.",
      benefits: [
        "Sokongan NAD+ dos lebih tinggi",
        "Menyokong pembaikan sel",
        "Membantu tenaga berterusan",
        "Menyokong penuaan yang sihat",
        "Membantu kejelasan minda",
      ],
      ingredients: ["NMN 300 mg", "Glutation", "Vitamin C", "Vitamin B Kompleks", "Magnesium", "Zink"],
    },
  },
  zh: {
    nutriglow: {
      tagline: "焕采点滴，让肌肤看起来明亮清新。",
      description:
        "NutriGlow 将谷胱甘肽与维生素C及补水液结合，由内而外帮助肌肤清透亮泽。抗氧化配方有助于抵御日晒、" +
        "城市空气与熬夜带来的日常氧化压力。疗程平静舒适，适合所有希望肤色清新均匀、焕发光彩的人。",
      benefits: ["帮助提亮肤色", "帮助均匀肤色", "抗氧化保护", "由内而外深层补水"],
      ingredients: ["谷胱甘肽", "维生素C", "复合维生素B", "锌", "生理盐水补液"],
    },
    nutribody: {
      tagline: "体重管理点滴，配合健康饮食与运动。",
      description:
        "NutriBody 提供左旋肉碱、B族维生素及关键矿物质，这些营养素参与身体将脂肪和食物转化为能量的过程。" +
        "它作为均衡饮食与规律运动的辅助一步，帮助您训练时精力充沛，全天状态平稳。",
      benefits: ["支持脂肪代谢", "帮助维持运动体能", "配合均衡饮食", "支持运动后恢复"],
      ingredients: ["左旋肉碱", "维生素B12", "复合维生素B", "镁", "维生素C"],
    },
    nutriboost: {
      tagline: "能量点滴，为忙碌的日子、长途飞行和紧张的一周充电。",
      description:
        "NutriBoost 是由B族维生素、维生素C、镁和氨基酸组成的焕活配方，支持身体自然产生能量并帮助集中注意力。" +
        "补液有助于在旅行、炎热或繁忙日程之后恢复水分，让您更加清醒，从容迎接新的一天。",
      benefits: ["支持自然能量水平", "帮助思维清晰专注", "旅行或炎热后补充水分", "帮助缓解疲劳感"],
      ingredients: ["复合维生素B", "维生素B12", "维生素C", "镁", "牛磺酸", "氨基酸"],
    },
    nutribeauty: {
      tagline: "秀发、肌肤与指甲点滴，美丽由内而外。",
      description:
        "NutriBeauty 将生物素与有助胶原蛋白生成的维生素C、锌及氨基酸搭配，同时滋养秀发、肌肤和指甲。" +
        "配方有助于保持肌肤柔润，支持指甲更显强韧和头发健康生长，是日常美容护理的贴心补充。",
      benefits: ["支持头发健康生长", "帮助强韧指甲", "支持肌肤柔润", "帮助自然生成胶原蛋白"],
      ingredients: ["生物素", "维生素C", "锌", "氨基酸", "谷胱甘肽", "复合维生素B"],
    },
    nutricleanse: {
      tagline: "代谢点滴，帮助身体高效运转、轻盈自在。",
      description:
        "NutriCleanse 汇集α-硫辛酸、左旋肉碱、B族维生素和微量矿物质，支持健康的代谢功能及身体自身的净化过程。" +
        "充足的补水让您感觉更轻盈、更平衡，适合在饮食放纵或作息不规律之后重新调整。",
      benefits: ["支持健康代谢", "帮助自然净化过程", "支持稳定的能量", "帮助您感觉轻盈平衡"],
      ingredients: ["α-硫辛酸", "左旋肉碱", "复合维生素B", "铬", "镁", "维生素C"],
    },
    nutrimmunity: {
      tagline: "免疫点滴，帮助您四季保持强健。",
      description:
        "NutrImmunity 提供高剂量维生素C，并配合锌、硒和B族维生素，这些营养素对正常免疫功能起着关键作用。" +
        "它是出行前、忙碌时期，或任何想要支持身体天然防御并保持充足水分时的热门选择。",
      benefits: ["支持正常免疫功能", "丰富的抗氧化保护", "出行前的好帮手", "支持恢复与补水"],
      ingredients: ["高剂量维生素C", "锌", "硒", "维生素D3", "复合维生素B", "谷胱甘肽"],
    },
    "liver-cleanse": {
      tagline: "排毒点滴，支持肝脏的自然净化工作。",
      description:
        "Liver Cleanse 结合谷胱甘肽、N-乙酰半胱氨酸和B族维生素，支持肝脏自身的解毒途径。" +
        "配合补水液，帮助您在熬夜、丰盛饮食或繁忙日程之后恢复清爽，是温和调整作息的好方法。",
      benefits: ["支持健康的肝功能", "帮助自然排毒途径", "补充抗氧化物", "补水焕新"],
      ingredients: ["谷胱甘肽", "N-乙酰半胱氨酸", "复合维生素B", "维生素C", "镁"],
    },
    "nmn-150": {
      tagline: "含150毫克NMN的抗衰老点滴，支持细胞能量。",
      description:
        "NMN 150 提供150毫克烟酰胺单核苷酸，它是NAD+的前体，而NAD+是细胞获取能量和进行修复所依赖的辅酶。" +
        "NAD+水平会随年龄自然下降，此点滴有助于支持细胞活力、耐力和整体健康，是入门长寿养护的理想选择。",
      benefits: ["支持NAD+水平", "帮助细胞能量", "支持健康老化", "帮助提升耐力与活力"],
      ingredients: ["NMN 150毫克", "复合维生素B", "维生素C", "谷胱甘肽", "镁"],
    },
    nutriyouth: {
      tagline: "青春焕肤点滴，让肌肤更紧致、更有光彩。",
      description:
        "NutriYouth 是高端抗衰老护肤配方，结合谷胱甘肽、维生素C、NAD+支持及构建胶原蛋白的氨基酸。" +
        "它有助于保护肌肤免受氧化压力，支持紧致、弹性和更年轻的光彩，适合追求更深层护理的人。",
      benefits: ["支持肌肤紧致", "帮助肌肤弹性", "抗氧化护肤", "支持年轻光彩", "帮助自然生成胶原蛋白"],
      ingredients: ["谷胱甘肽", "维生素C", "NMN", "氨基酸", "生物素", "锌"],
    },
    "nmn-300": {
      tagline: "我们的高端长寿点滴，含足量300毫克NMN。",
      description:
        "NMN 300 是我们最全面的长寿疗程，提供300毫克烟酰胺单核苷酸，支持NAD+水平、细胞能量和自然修复过程。" +
        "配方富含抗氧化物和B族维生素，专为致力于健康老化和持久活力的人而设计。",
      benefits: ["更高剂量的NAD+支持", "支持细胞修复", "帮助持久能量", "支持健康老化", "帮助思维清晰"],
      ingredients: ["NMN 300毫克", "谷胱甘肽", "维生素C", "复合维生素B", "镁", "锌"],
    },
  },
};
