import type { PlaceNames } from "./en";

export const placeNamesZh: PlaceNames = {
  countries: {
    malaysia: "马来西亚",
    uae: "阿联酋",
    france: "法国",
    monaco: "摩纳哥",
    stBarts: "圣巴泰勒米",
  },
  cities: {
    kualaLumpur: "吉隆坡",
  },
};
