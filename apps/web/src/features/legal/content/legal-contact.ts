import type { ReactNode } from "react";

/** How the policies say to reach us: the app fills these from the public configuration. */
export interface LegalContact {
  email: ReactNode;
  phone: ReactNode;
}
