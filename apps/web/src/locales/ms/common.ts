import type { Catalogue } from "../catalogue";

export const common: Catalogue["common"] = {
  close: "Tutup",
  loading: "Memuatkan...",
  tryAgain: "Cuba Lagi",
  back: "Kembali",
  cancel: "Batal",
  save: "Simpan",
  required: "Wajib",
  optional: "Pilihan",
  brand: "IV Drips",
};
