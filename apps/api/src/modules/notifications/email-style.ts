/** The emails' colours and type, the web app's teal on a quiet grey. Inline styles: mail clients drop <style>. */

export const BRAND_COLOR = "#0e7490";
export const TEXT_COLOR = "#1f2933";
export const MUTED_COLOR = "#52606d";
export const PAGE_COLOR = "#f1f5f9";
export const PANEL_COLOR = "#f8fafc";
export const RULE_COLOR = "#e2e8f0";

/** System fonts, with the Chinese ones each platform has, so Chinese emails never fall back to a serif. */
export const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, "PingFang SC", ' +
  '"Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
