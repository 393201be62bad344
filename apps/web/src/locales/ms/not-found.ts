import type { Catalogue } from "../catalogue";

export const notFound: Catalogue["notFound"] = {
  title: "Maaf! Halaman tidak ditemui",
  text: "Halaman yang anda cari tidak wujud atau mungkin telah dipindahkan.",
  home: "Kembali ke Laman Utama",
};
