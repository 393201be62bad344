import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const live: Catalogue["live"] = {
  clinic: {
    title: "实时更新",
    connected: "已开启：新预约一经付款即显示在此处。",
    connecting: "正在连接…",
    reconnecting: "连接已中断：正在重新连接…",
    sound: "声音",
    enableNotifications: "浏览器通知",
    notificationsOn: "浏览器通知已开启",
    notificationsBlocked: "此浏览器已阻止通知",
    notificationTitle: "IV Drips 诊所门户",
    events: {
      booking_paid: icu("新的已付款预约 {reference}"),
      booking_cancelled: icu("预约 {reference} 已被客户取消"),
      booking_rescheduled: icu("预约 {reference} 已改到新的时间"),
      booking_approved: icu("预约 {reference} 已批准"),
      booking_rejected: icu("预约 {reference} 已拒绝"),
      booking_visit: icu("预约 {reference}：上门服务已更新"),
    },
  },
};
