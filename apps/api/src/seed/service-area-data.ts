/**
 * Greater Kuala Lumpur's first service areas (issue 37), all under the city "Kuala Lumpur" that the seed's
 * provider serves: the Federal Territory's postcodes by district, and the Klang Valley towns around it. Coarse
 * on purpose (a range per town, a few named estates inside); staff refine them in the console. Where ranges
 * overlap, the narrowest names the area (places.repository findServiceArea).
 */
export const GREATER_KL_SERVICE_AREAS = [
  { name: "Kuala Lumpur City Centre", postcodeFrom: "50000", postcodeTo: "50999" },
  { name: "KLCC", postcodeFrom: "50450", postcodeTo: "50450" },
  { name: "Mont Kiara", postcodeFrom: "50480", postcodeTo: "50480" },
  { name: "Damansara Heights", postcodeFrom: "50490", postcodeTo: "50490" },
  { name: "Sentul", postcodeFrom: "51000", postcodeTo: "51999" },
  { name: "Kepong", postcodeFrom: "52000", postcodeTo: "52999" },
  { name: "Setapak / Wangsa Maju", postcodeFrom: "53000", postcodeTo: "53999" },
  { name: "Titiwangsa", postcodeFrom: "54000", postcodeTo: "54999" },
  { name: "Bukit Bintang / Pudu", postcodeFrom: "55000", postcodeTo: "55999" },
  { name: "Cheras", postcodeFrom: "56000", postcodeTo: "56999" },
  { name: "Bukit Jalil / Sri Petaling", postcodeFrom: "57000", postcodeTo: "57999" },
  { name: "Old Klang Road / Kuchai Lama", postcodeFrom: "58000", postcodeTo: "58999" },
  { name: "Bangsar / Mid Valley", postcodeFrom: "59000", postcodeTo: "59999" },
  { name: "Taman Tun Dr Ismail", postcodeFrom: "60000", postcodeTo: "60999" },
  { name: "Putrajaya", postcodeFrom: "62000", postcodeTo: "62999" },
  { name: "Cyberjaya", postcodeFrom: "63000", postcodeTo: "63999" },
  { name: "Ampang", postcodeFrom: "68000", postcodeTo: "68999" },
  { name: "Shah Alam", postcodeFrom: "40000", postcodeTo: "40999" },
  { name: "Klang", postcodeFrom: "41000", postcodeTo: "42999" },
  { name: "Kajang / Cheras Selangor", postcodeFrom: "43000", postcodeTo: "43999" },
  { name: "Seri Kembangan", postcodeFrom: "43300", postcodeTo: "43300" },
  { name: "Bangi", postcodeFrom: "43650", postcodeTo: "43650" },
  { name: "Petaling Jaya", postcodeFrom: "46000", postcodeTo: "47999" },
  { name: "Puchong", postcodeFrom: "47100", postcodeTo: "47190" },
  { name: "Subang Jaya / USJ", postcodeFrom: "47500", postcodeTo: "47699" },
] as const;
